import {
  Brush,
  Building2,
  Cake,
  Camera,
  Car,
  ClipboardList,
  Disc3,
  Drama,
  Flower2,
  Guitar,
  Lightbulb,
  type LucideIcon,
  PartyPopper,
  Shield,
  Sparkles,
  Speaker,
  Tag,
  Users,
  Utensils,
  Video,
  WandSparkles,
  Wine,
} from "lucide-react";

const icons: Record<string, LucideIcon> = {
  "building-2": Building2,
  utensils: Utensils,
  camera: Camera,
  video: Video,
  "party-popper": PartyPopper,
  speaker: Speaker,
  sparkles: Sparkles,
  "flower-2": Flower2,
  lightbulb: Lightbulb,
  users: Users,
  shield: Shield,
  car: Car,
  wine: Wine,
  cake: Cake,
  "disc-3": Disc3,
  guitar: Guitar,
  "wand-sparkles": WandSparkles,
  drama: Drama,
  "brush-cleaning": Brush,
  "clipboard-list": ClipboardList,
};

export function CategoryIcon({
  icon,
  className,
  color,
}: {
  icon: string;
  className?: string;
  /** A stroke colour of its own; by default the icon takes the text colour. */
  color?: string;
}) {
  const Icon = icons[icon] ?? Tag;
  return <Icon className={className} color={color} aria-hidden="true" />;
}
