import { z } from "zod";
import { idField } from "./common";
import { PublicUser, Role } from "./users";

export const MESSAGE_MAX_LENGTH = 5000;
/** How many messages one page of a thread holds; older ones come with `before`. */
export const THREAD_PAGE_SIZE = 100;

export const MESSAGE_EMPTY_MESSAGE = "Please write a message before sending.";
export const MESSAGE_TOO_LONG_MESSAGE = "Messages can be at most 5,000 characters.";
export const MESSAGE_RECEIVER_MESSAGE = "Please choose who to send the message to.";
export const MESSAGING_PAID_PLAN_MESSAGE =
  "Messaging is part of the paid plan. Upgrade to message organizers.";
export const MESSAGING_ROLES_MESSAGE = "Messages are only between organizers and suppliers.";
export const MESSAGE_SELF_MESSAGE = "You can't send messages to yourself.";
export const MESSAGE_REQUEST_MISMATCH_MESSAGE =
  "That request is not part of your conversation with this user.";
export const REQUEST_MESSAGES_PERMISSION_MESSAGE =
  "Only the request's organizer and the suppliers who quoted on it can see its messages.";

/** The client's words for each failure (docs/spec-contract.md §Client messages). */
export const SEND_FAILED_TITLE = "Error";
export const SEND_FAILED_MESSAGE = "Failed to send message";
export const MESSAGES_TOO_FAST_MESSAGE =
  "You are sending messages very quickly. Please wait a minute and try again.";
export const newConversationsLimitMessage = (perDay: number) =>
  `You can start at most ${perDay} new conversations a day. Please reply to your existing ones, or try again tomorrow.`;
export const CONVERSATIONS_ERROR_MESSAGE = "Error loading conversations";
export const THREAD_ERROR_MESSAGE = "Error loading messages. Please try again.";
export const USER_ERROR_MESSAGE = "Error loading user details";

export const SendMessageBody = z.object({
  receiverId: idField(MESSAGE_RECEIVER_MESSAGE),
  content: z
    .string({ error: MESSAGE_EMPTY_MESSAGE })
    .trim()
    .min(1, MESSAGE_EMPTY_MESSAGE)
    .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG_MESSAGE),
  requestId: idField()
    .nullish()
    .transform((value) => value ?? null),
});
export type SendMessageBody = z.input<typeof SendMessageBody>;

export const QUESTION_OWNER_ONLY_MESSAGE = "Only the request's organizer can ask its suppliers.";
export const QUESTION_NO_QUOTERS_MESSAGE =
  "No supplier has quoted on this request yet, so there is no one to ask.";

/** One question to every supplier with a quote on a request that is not turned down. */
export const AskQuotersBody = SendMessageBody.pick({ content: true });
export type AskQuotersBody = z.input<typeof AskQuotersBody>;

export const UserIdParams = z.object({ userId: idField() });
export const RequestIdParams = z.object({ requestId: idField() });

export const ThreadQuery = z.object({
  /** A message id: answers the page of messages older than it. */
  before: idField().optional(),
});

export const MessageView = z.object({
  id: z.number(),
  /** Null once that user deleted their account: shown as "Deleted user". */
  senderId: z.number().nullable(),
  receiverId: z.number().nullable(),
  requestId: z.number().nullable(),
  content: z.string(),
  read: z.boolean(),
  /** True for the organizer's one question to every quoter on the request (ask every quoter). */
  askedEveryQuoter: z.boolean().optional(),
  createdAt: z.string(),
});
export type MessageView = z.infer<typeof MessageView>;

export const AskQuotersResult = z.object({
  /** One message per supplier asked, each in its conversation with them, tied to the request. */
  messages: z.array(MessageView),
  /** How many suppliers the question went to: one message each. */
  sentCount: z.number(),
  /** How many of them are on the free plan, so can read and reply only once they subscribe. */
  awaitingSubscriptionCount: z.number(),
});
export type AskQuotersResult = z.infer<typeof AskQuotersResult>;

/** The other side of a conversation, as lists show them. */
export const ConversationUser = z.object({
  id: z.number(),
  name: z.string(),
  role: Role,
  profileImage: z.string().nullable(),
  urlSlug: z.string().nullable(),
});
export type ConversationUser = z.infer<typeof ConversationUser>;

export const ConversationEntry = ConversationUser.extend({
  unreadCount: z.number(),
  lastMessage: z.object({
    content: z.string(),
    createdAt: z.string(),
    senderId: z.number().nullable(),
  }),
  /** The request the conversation last spoke about, for "View Quote"; null when none. */
  requestId: z.number().nullable(),
});
export type ConversationEntry = z.infer<typeof ConversationEntry>;

export const ConversationList = z.array(ConversationEntry);
export type ConversationList = z.infer<typeof ConversationList>;

/** One page of the thread with a user, oldest first, and that user's public card. */
export const MessageThread = z.object({
  user: PublicUser,
  messages: z.array(MessageView),
  /** True when older messages than the first one here exist. */
  hasMore: z.boolean(),
  /** The request the conversation last spoke about, for "View Quote"; null when none. */
  requestId: z.number().nullable(),
  /**
   * Whether the other user can read and reply now: false for a supplier on the free plan, who
   * can once they subscribe.
   */
  canReply: z.boolean(),
});
export type MessageThread = z.infer<typeof MessageThread>;

/** A request's messages between the viewer and one other user, oldest first. */
export const RequestConversation = z.object({
  user: ConversationUser,
  messages: z.array(MessageView),
});
export type RequestConversation = z.infer<typeof RequestConversation>;

/** Most recently active conversation first. */
export const RequestMessages = z.array(RequestConversation);
export type RequestMessages = z.infer<typeof RequestMessages>;

export const UnreadCount = z.object({ count: z.number() });
export type UnreadCount = z.infer<typeof UnreadCount>;
