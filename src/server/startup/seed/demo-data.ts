import type { CategoryKey } from "#shared/domain/categories";

/** Shown in the start-up banner; deliberately not one of the common passwords the product rejects. */
export const DEMO_PASSWORD = "eventeazy-demo";

export interface Town {
  name: string;
  latitude: number;
  longitude: number;
  streets: readonly string[];
}

export const TOWNS = {
  london: {
    name: "London",
    latitude: 51.5074,
    longitude: -0.1278,
    streets: ["Shoreditch High Street", "Borough High Street", "Upper Street", "King's Road"],
  },
  manchester: {
    name: "Manchester",
    latitude: 53.4808,
    longitude: -2.2426,
    streets: ["Deansgate", "Oldham Street", "Thomas Street", "King Street"],
  },
  birmingham: {
    name: "Birmingham",
    latitude: 52.4862,
    longitude: -1.8904,
    streets: ["Corporation Street", "Broad Street", "Digbeth High Street", "Colmore Row"],
  },
  leeds: {
    name: "Leeds",
    latitude: 53.8008,
    longitude: -1.5491,
    streets: ["Briggate", "Call Lane", "Boar Lane", "Park Row"],
  },
  bristol: {
    name: "Bristol",
    latitude: 51.4545,
    longitude: -2.5879,
    streets: ["Park Street", "Whiteladies Road", "Gloucester Road", "Queen Square"],
  },
  edinburgh: {
    name: "Edinburgh",
    latitude: 55.9533,
    longitude: -3.1883,
    streets: ["George Street", "Leith Walk", "Grassmarket", "Broughton Street"],
  },
  glasgow: {
    name: "Glasgow",
    latitude: 55.8642,
    longitude: -4.2518,
    streets: ["Buchanan Street", "Sauchiehall Street", "Byres Road", "Argyle Street"],
  },
  cardiff: {
    name: "Cardiff",
    latitude: 51.4816,
    longitude: -3.1791,
    streets: ["St Mary Street", "Queen Street", "Cowbridge Road East", "Mill Lane"],
  },
  liverpool: {
    name: "Liverpool",
    latitude: 53.4084,
    longitude: -2.9916,
    streets: ["Bold Street", "Castle Street", "Hope Street", "Lark Lane"],
  },
  brighton: {
    name: "Brighton",
    latitude: 50.8225,
    longitude: -0.1372,
    streets: ["Gardner Street", "Western Road", "Kensington Gardens", "Ship Street"],
  },
  oxford: {
    name: "Oxford",
    latitude: 51.752,
    longitude: -1.2577,
    streets: ["Cowley Road", "High Street", "Walton Street", "Broad Street"],
  },
  cambridge: {
    name: "Cambridge",
    latitude: 52.2053,
    longitude: 0.1218,
    streets: ["Mill Road", "King's Parade", "Regent Street", "Trumpington Street"],
  },
  york: {
    name: "York",
    latitude: 53.959,
    longitude: -1.0815,
    streets: ["Micklegate", "Stonegate", "Gillygate", "Fossgate"],
  },
  bath: {
    name: "Bath",
    latitude: 51.3811,
    longitude: -2.359,
    streets: ["Milsom Street", "Walcot Street", "Gay Street", "Great Pulteney Street"],
  },
  newcastle: {
    name: "Newcastle upon Tyne",
    latitude: 54.9783,
    longitude: -1.6178,
    streets: ["Grey Street", "Quayside", "Westgate Road", "Grainger Street"],
  },
} as const satisfies Record<string, Town>;

export type TownKey = keyof typeof TOWNS;

export interface SupplierSeed {
  businessName: string;
  /** The person behind the business. */
  name: string;
  username: string;
  categories: readonly CategoryKey[];
  town: TownKey;
  description: string;
  priceRange: string;
  plan?: "monthly" | "yearly";
  /** A few profiles keep the placeholder cover, so the fallback is visible in the demo. */
  withoutCover?: boolean;
}

export const SUPPLIERS: readonly SupplierSeed[] = [
  {
    businessName: "Harbour Lights Photography",
    name: "Ellie Marsh",
    username: "harbourlights",
    categories: ["photography", "videography"],
    town: "bristol",
    description:
      "Relaxed, documentary-style wedding and party photography from a Bristol harbourside studio. Ellie shoots mostly candid moments, with a short, painless hour for family groups. Every booking includes an online gallery within four weeks and a highlights film on request.",
    priceRange: "£650–£1,800",
    plan: "yearly",
  },
  {
    businessName: "The Copper Kettle Catering",
    name: "Tom Ashworth",
    username: "copperkettle",
    categories: ["catering", "beverage"],
    town: "manchester",
    description:
      "Seasonal, generous food for weddings, office parties and wakes across Greater Manchester. Menus are built around Lancashire suppliers, from Bury black pudding canapés to slow-roast lamb sharing boards. We bring our own chefs, waiting staff and a licensed bar.",
    priceRange: "£28–£65 per head",
    plan: "monthly",
  },
  {
    businessName: "The Old Mill Barn",
    name: "Harriet Cole",
    username: "oldmillbarn",
    categories: ["venue", "catering", "beverage"],
    town: "bath",
    description:
      "A restored eighteenth-century mill on the edge of Bath with a beamed barn for 140 seated guests and a riverside lawn for drinks. Exclusive use, in-house catering and no corkage. Accessible throughout, with parking for 60 cars.",
    priceRange: "£3,500–£9,000",
    plan: "yearly",
  },
  {
    businessName: "Northern Soul Sounds",
    name: "Marcus Reid",
    username: "northernsoulsounds",
    categories: ["dj", "av_equipment"],
    town: "leeds",
    description:
      "Leeds-based DJs who play what the room wants, from Motown and northern soul to house for the late crowd. Compact, tidy setups that suit listed venues, with wireless mics for speeches. Fully PAT tested and insured.",
    priceRange: "£350–£900",
    plan: "yearly",
  },
  {
    businessName: "Thistle & Stag Ceilidh Band",
    name: "Fiona MacLeod",
    username: "thistleandstag",
    categories: ["band", "entertainment"],
    town: "edinburgh",
    description:
      "A four-piece ceilidh band with fiddle, accordion, guitar and caller. Fiona calls every dance so nobody needs to know the steps, and the band can play a quiet set of Scottish and Irish tunes over dinner.",
    priceRange: "£900–£1,600",
    plan: "monthly",
  },
  {
    businessName: "Petal & Stem",
    name: "Priya Shah",
    username: "petalandstem",
    categories: ["florist", "decor"],
    town: "brighton",
    description:
      "Loose, garden-style flowers from a small studio in the North Laine. Priya works with British-grown seasonal stems wherever she can and no floral foam at all. Arches, table runners, buttonholes and full venue styling.",
    priceRange: "£400–£3,000",
  },
  {
    businessName: "Crumb & Candle Cakes",
    name: "Sophie Hartley",
    username: "crumbandcandle",
    categories: ["cake"],
    town: "york",
    description:
      "Handmade celebration cakes from a York kitchen, from naked sponges to tall buttercream tiers. Flavours change with the seasons: think rhubarb and custard in spring, spiced pear in autumn. Tasting boxes are posted anywhere in the UK.",
    priceRange: "£120–£650",
  },
  {
    businessName: "Lumen Event Lighting",
    name: "Dev Patel",
    username: "lumenlighting",
    categories: ["lighting", "av_equipment"],
    town: "birmingham",
    description:
      "Uplighting, festoon, pin spots and projection for venues across the Midlands. We plan each rig from a site visit and can match your colour scheme exactly. Low-heat LED fixtures only, so listed buildings are happy to have us.",
    priceRange: "£300–£2,500",
    plan: "yearly",
  },
  {
    businessName: "Castle Guard Event Security",
    name: "Rhys Evans",
    username: "castleguard",
    categories: ["security", "staffing"],
    town: "cardiff",
    description:
      "SIA-licensed door supervisors and stewards for festivals, balls and private parties in South Wales. Every team has a first-aider and a named supervisor who meets you before the event. Radios and written incident logs as standard.",
    priceRange: "£22–£30 per officer per hour",
  },
  {
    businessName: "Silver Spoke Wedding Cars",
    name: "Charlotte Baines",
    username: "silverspoke",
    categories: ["transportation"],
    town: "oxford",
    description:
      "A small fleet of restored classic cars, including a 1962 Rolls-Royce Silver Cloud and a pair of Morris Minors, with chauffeurs in grey morning suits. Ribbons in your colours and a bottle of fizz for the journey.",
    priceRange: "£395–£950",
  },
  {
    businessName: "The Gin Cart Company",
    name: "Jamie Doyle",
    username: "gincart",
    categories: ["beverage"],
    town: "liverpool",
    description:
      "A converted vintage horsebox bar serving forty British gins, local ales and alcohol-free cocktails. We hold our own licence, bring two friendly bartenders and need only a flat pitch and a plug socket.",
    priceRange: "£450–£1,400",
  },
  {
    businessName: "Sleight of Hand Magic",
    name: "Oliver Grant",
    username: "sleightofhand",
    categories: ["magician", "entertainment"],
    town: "london",
    description:
      "Close-up magic for drinks receptions and corporate dinners from a Member of the Inner Magic Circle. Oliver moves from table to table with card, coin and mind-reading routines, and can close with a short stage show for up to 200 guests.",
    priceRange: "£450–£1,200",
    plan: "monthly",
  },
  {
    businessName: "Spark & Swing Performers",
    name: "Morag Campbell",
    username: "sparkandswing",
    categories: ["performer", "entertainment"],
    town: "glasgow",
    description:
      "Fire dancers, stilt walkers, aerial hoop and swing dancers for galas and festivals across Scotland. Every act is risk-assessed and insured, and we adapt routines for indoor venues with low ceilings.",
    priceRange: "£300–£2,200",
  },
  {
    businessName: "Spotless Events Cleaning",
    name: "Lee Robson",
    username: "spotlessevents",
    categories: ["cleaning", "staffing"],
    town: "newcastle",
    description:
      "Pre-event cleans, litter picking during the day and a full turnaround after the last guest leaves. We work through the night so venues are handed back on time, and we separate recycling on site.",
    priceRange: "£180–£1,500",
  },
  {
    businessName: "Bright Day Event Planning",
    name: "Alice Fenwick",
    username: "brightday",
    categories: ["organizer", "decor"],
    town: "cambridge",
    description:
      "Full and partial planning for weddings, college dinners and company away-days in and around Cambridge. Alice builds the timeline, books and briefs the suppliers and runs the day so you can enjoy it.",
    priceRange: "£1,200–£6,500",
    plan: "yearly",
  },
  {
    businessName: "Riverside Reel Films",
    name: "Sam Hughes",
    username: "riversidereel",
    categories: ["videography"],
    town: "newcastle",
    description:
      "Cinematic wedding and event films shot by a two-person team on the Tyne. You get a four-minute highlights film, the full ceremony and speeches, and drone footage where the venue allows it.",
    priceRange: "£900–£2,400",
  },
  {
    businessName: "The Glasshouse Rooms",
    name: "Isabel Ward",
    username: "glasshouserooms",
    categories: ["venue"],
    town: "london",
    description:
      "A Victorian glasshouse and walled garden in east London for up to 180 standing or 120 seated. Bring your own caterer from our approved list. Licensed for ceremonies, with a late licence until midnight.",
    priceRange: "£4,000–£12,000",
    plan: "monthly",
  },
  {
    businessName: "Brass Tacks Wedding Band",
    name: "Danny O'Neill",
    username: "brasstacks",
    categories: ["band"],
    town: "manchester",
    description:
      "A seven-piece function band with a three-piece horn section, playing soul, funk and pop from the last five decades. Two 60-minute sets, a DJ playlist between them and a first dance learned specially for you.",
    priceRange: "£1,800–£3,200",
  },
  {
    businessName: "Saffron & Sage Kitchen",
    name: "Anjali Mehta",
    username: "saffronandsage",
    categories: ["catering"],
    town: "birmingham",
    description:
      "Modern Indian and Middle Eastern catering with live tandoor and chaat stations. Half of every menu is vegetarian by default, and we cater for halal, Jain and vegan guests from the same kitchen.",
    priceRange: "£24–£55 per head",
    plan: "monthly",
  },
  {
    businessName: "Bloom Room Flowers",
    name: "Kirsty Munro",
    username: "bloomroom",
    categories: ["florist"],
    town: "edinburgh",
    description:
      "Wild, textured flowers with a Scottish twist: heather, thistle and foraged greenery alongside garden roses. Kirsty handles everything from a single bouquet to dressing a whole castle hall.",
    priceRange: "£150–£2,800",
  },
  {
    businessName: "Velvet Rope Staffing",
    name: "Natalie Brooks",
    username: "velvetrope",
    categories: ["staffing", "beverage"],
    town: "london",
    description:
      "Experienced bartenders, waiting staff and cloakroom teams for London events of 20 to 2,000 guests. Everyone is trained in-house, and a team leader stays on site from set-up to close. Mobile cocktail bars available.",
    priceRange: "£18–£32 per hour per person",
    plan: "monthly",
  },
  {
    businessName: "Mirrorball Mobile Discos",
    name: "Gareth Lewis",
    username: "mirrorball",
    categories: ["dj", "lighting", "av_equipment"],
    town: "cardiff",
    description:
      "Family-run mobile disco covering Cardiff and the Valleys for over fifteen years. Weddings, proms and fortieths with a light-up dance floor, a starlit backdrop and a playlist you can build with us online.",
    priceRange: "£280–£750",
  },
  {
    businessName: "Paper Moon Decor Hire",
    name: "Hannah Pickering",
    username: "papermoon",
    categories: ["decor", "lighting"],
    town: "leeds",
    description:
      "Prop and decor hire for weddings and parties in Yorkshire: light-up letters, flower walls, vintage furniture and a neon sign workshop. We deliver, set up and collect, so you never carry a thing.",
    priceRange: "£95–£1,500",
  },
  {
    businessName: "Clifton String Quartet",
    name: "Rebecca Lowe",
    username: "cliftonquartet",
    categories: ["band", "performer"],
    town: "bristol",
    description:
      "A professional string quartet for ceremonies, drinks receptions and dinners across the South West. Our repertoire runs from Bach to Beyoncé, and we arrange one requested song free with every booking.",
    priceRange: "£550–£1,300",
  },
  {
    businessName: "Cobble Lane Bakehouse",
    name: "Georgia Finch",
    username: "cobblelane",
    categories: ["cake", "catering", "beverage"],
    town: "bath",
    description:
      "A Bath bakery making wedding cakes, dessert tables and proper afternoon teas with scones baked on the morning. Georgia loves a challenge and has made gluten-free tiers nobody could tell apart.",
    priceRange: "£15–£40 per head",
  },
  {
    businessName: "Highland Coach Hire",
    name: "Callum Fraser",
    username: "highlandcoach",
    categories: ["transportation"],
    town: "glasgow",
    description:
      "Executive coaches and minibuses from 16 to 57 seats for wedding guests, corporate shuttles and festival transfers across Scotland. Every driver is DBS checked and every vehicle under five years old.",
    priceRange: "£240–£1,100",
    withoutCover: true,
  },
  {
    businessName: "Wildflower & Co Event Planning",
    name: "Lucy Thornton",
    username: "wildflowerco",
    categories: ["organizer"],
    town: "york",
    description:
      "On-the-day coordination and full planning for relaxed, personal weddings in Yorkshire. Lucy keeps a tight budget spreadsheet, knows every barn venue in the Dales, and is famous for her emergency kit.",
    priceRange: "£750–£4,500",
  },
  {
    businessName: "Stage Right Audio Visual",
    name: "Ravi Kapoor",
    username: "stageright",
    categories: ["av_equipment", "lighting", "videography"],
    town: "manchester",
    description:
      "Sound, screens and stage lighting for conferences, awards nights and product launches. We provide a technician for the whole event, live-stream to remote guests and record every session on request.",
    priceRange: "£600–£7,500",
    plan: "monthly",
  },
  {
    businessName: "The Albert Dock Loft",
    name: "Kate Maguire",
    username: "albertdockloft",
    categories: ["venue"],
    town: "liverpool",
    description:
      "An exposed-brick warehouse loft overlooking the Albert Dock, for up to 150 seated guests. Floor-to-ceiling windows face the sunset, and the loft comes with tables, chairs and a bar ready to stock.",
    priceRange: "£2,500–£7,000",
  },
  {
    businessName: "Frame & Flash Photo Booths",
    name: "Josh Turner",
    username: "frameandflash",
    categories: ["photography", "entertainment", "videography"],
    town: "birmingham",
    description:
      "Open-air photo booths, a slow-motion 360 booth and instant prints with your own design. An attendant runs the booth all evening, and the online gallery is ready the next morning.",
    priceRange: "£350–£850",
  },
  {
    businessName: "Gatehouse Security Services",
    name: "Michael Adeyemi",
    username: "gatehousesecurity",
    categories: ["security"],
    town: "london",
    description:
      "Door supervision, close protection and crowd management for London venues and private events. Our officers are SIA licensed, first-aid trained and briefed on your guest list before doors open.",
    priceRange: "£25–£40 per officer per hour",
  },
  {
    businessName: "Polished Events Cleaning Co",
    name: "Sarah Pugh",
    username: "polishedevents",
    categories: ["cleaning"],
    town: "bristol",
    description:
      "Reliable event cleaning for marquees, village halls and festival sites in Bristol and Somerset. Fixed quotes, eco-friendly products and a before-and-after photo report for your deposit return.",
    priceRange: "£150–£900",
    withoutCover: true,
  },
  {
    businessName: "The Rolling Tap Bar",
    name: "Ben Carter",
    username: "rollingtap",
    categories: ["beverage", "staffing"],
    town: "brighton",
    description:
      "A mobile bar built into a vintage Piaggio van with four taps of Sussex beer and cider. We bring our own bar staff, glassware and card machine, and can run a cash bar or a tab for your guests.",
    priceRange: "£400–£1,500",
  },
  {
    businessName: "Starlight Circus Arts",
    name: "Ruby Sinclair",
    username: "starlightcircus",
    categories: ["performer", "entertainment"],
    town: "brighton",
    description:
      "Circus skills workshops, jugglers, LED hula-hoop acts and roaming characters for festivals, school fairs and corporate family days. Shows are built around your theme, from Victorian fairground to outer space.",
    priceRange: "£250–£1,800",
  },
  {
    businessName: "Tall Tales Magic",
    name: "Ewan Stewart",
    username: "talltalesmagic",
    categories: ["magician"],
    town: "edinburgh",
    description:
      "Storytelling magic for children's parties and family weddings in Edinburgh and the Lothians. Ewan's 45-minute show has the birthday child as the star, with balloon animals to take home.",
    priceRange: "£180–£450",
    withoutCover: true,
  },
  {
    businessName: "Dreaming Spires Hall",
    name: "Edward Hale",
    username: "dreamingspires",
    categories: ["venue", "catering"],
    town: "oxford",
    description:
      "A panelled seventeenth-century hall in the centre of Oxford, available outside term for dinners of up to 160. Our own chefs cook a traditional three-course feast, and the cloister is yours for drinks.",
    priceRange: "£5,000–£14,000",
  },
  {
    businessName: "Pier Head Photography",
    name: "Aisha Khan",
    username: "pierhead",
    categories: ["photography", "videography"],
    town: "liverpool",
    description:
      "Colourful, editorial photography and short films for weddings, brand launches and conferences in the North West. Aisha works alongside a second shooter for big days, and same-day previews go out for social media.",
    priceRange: "£500–£2,200",
    plan: "yearly",
  },
  {
    businessName: "Cam Valley Events",
    name: "Tom Whitaker",
    username: "camvalley",
    categories: ["organizer", "staffing"],
    town: "cambridge",
    description:
      "Conference and corporate event management for science park companies and colleges. We handle registration, name badges, staffing and supplier contracts, and we report back on every pound spent.",
    priceRange: "£1,500–£8,000",
  },
  {
    businessName: "Beat Street DJs",
    name: "Kwame Mensah",
    username: "beatstreet",
    categories: ["dj"],
    town: "london",
    description:
      "London DJs for weddings, launches and rooftop parties, with Afrobeats, garage, disco and classic house in the crates. Sleek white booths, wireless mics and a second DJ for events that run past midnight.",
    priceRange: "£450–£1,300",
  },
  {
    businessName: "Sugar Loaf Cake Studio",
    name: "Megan Price",
    username: "sugarloaf",
    categories: ["cake", "beverage"],
    town: "cardiff",
    description:
      "Celebration cakes and a vintage tea and coffee cart from a studio at the foot of the Valleys. Welsh cakes by the hundred, hand-painted tiers and a proper espresso bar for long wedding afternoons.",
    priceRange: "£90–£700",
  },
];

export interface OfferingSeed {
  title: string;
  description: string;
  price: string;
}

export const OFFERINGS: Record<CategoryKey, readonly OfferingSeed[]> = {
  venue: [
    {
      title: "Exclusive use, Saturday",
      description: "The whole venue from 10am to midnight, with tables, chairs and a duty manager.",
      price: "£4,500 per day",
    },
    {
      title: "Midweek day hire",
      description: "Monday to Thursday hire for meetings, workshops or small weddings.",
      price: "£1,800 per day",
    },
    {
      title: "Drinks reception space",
      description: "Garden or terrace for up to two hours before the main event.",
      price: "£450",
    },
  ],
  catering: [
    {
      title: "Three-course wedding breakfast",
      description: "Seasonal starter, main and pudding, served to the table by our waiting staff.",
      price: "£48 per head",
    },
    {
      title: "Canapé reception",
      description: "Six canapés per guest over a 90-minute drinks reception.",
      price: "£14 per head",
    },
    {
      title: "Evening street-food buffet",
      description: "Two hot dishes with sides, served from a stall for late-night hunger.",
      price: "£12 per head",
    },
  ],
  photography: [
    {
      title: "Full-day wedding coverage",
      description: "From morning preparations to the first dance, with an online gallery.",
      price: "£1,450",
    },
    {
      title: "Two-hour party coverage",
      description: "Candid photos of birthdays, christenings and launches, edited within a week.",
      price: "£350",
    },
    {
      title: "Printed heirloom album",
      description: "A 30-page lay-flat album in linen or leather, designed with you.",
      price: "£420",
    },
  ],
  videography: [
    {
      title: "Highlights film",
      description: "A four-minute film set to licensed music, delivered within six weeks.",
      price: "£1,100",
    },
    {
      title: "Ceremony and speeches edit",
      description: "Full multi-camera edit of the ceremony and speeches.",
      price: "£600",
    },
    {
      title: "Drone footage",
      description: "Aerial shots by a CAA-registered pilot where the venue allows.",
      price: "£250",
    },
  ],
  entertainment: [
    {
      title: "Roaming entertainer",
      description: "Two hours of walkabout entertainment during a drinks reception.",
      price: "£380",
    },
    {
      title: "Evening party package",
      description: "Interactive entertainment and games for guests of all ages.",
      price: "£650",
    },
    {
      title: "Children's corner",
      description: "Three hours of crafts, games and face painting for younger guests.",
      price: "£320",
    },
  ],
  av_equipment: [
    {
      title: "PA system with wireless mics",
      description: "Speakers, mixer and two wireless microphones for speeches and music.",
      price: "£250 per day",
    },
    {
      title: "Projector and 3 m screen",
      description: "HD projector, screen and laptop connection, set up and tested.",
      price: "£180 per day",
    },
    {
      title: "Conference sound with technician",
      description: "Lectern mic, lapel mics and a technician for the whole day.",
      price: "£750 per day",
    },
  ],
  decor: [
    {
      title: "Flower wall backdrop",
      description: "A 2.4 m silk flower wall for photos, delivered and collected.",
      price: "£295",
    },
    {
      title: "Table styling package",
      description: "Runners, candles and centrepieces for up to 12 tables.",
      price: "£480",
    },
    {
      title: "Light-up letters",
      description: "Four-foot marquee letters spelling names, initials or LOVE.",
      price: "£60 per letter",
    },
  ],
  florist: [
    {
      title: "Bridal bouquet",
      description: "Hand-tied seasonal bouquet with ribbon in your colours.",
      price: "£140",
    },
    {
      title: "Ceremony arch flowers",
      description: "Full floral arch or moongate, installed and removed on the day.",
      price: "£850",
    },
    {
      title: "Table centrepieces",
      description: "Low garden-style arrangements or bud vases for each table.",
      price: "£45 per table",
    },
  ],
  lighting: [
    {
      title: "Venue uplighting",
      description: "Twenty wireless LED uplighters in any colour, set up before guests arrive.",
      price: "£320",
    },
    {
      title: "Festoon canopy",
      description: "Warm festoon lighting across a marquee or courtyard.",
      price: "£450",
    },
    {
      title: "Gobo projection",
      description: "Your names, logo or monogram projected on a wall or dance floor.",
      price: "£150",
    },
  ],
  staffing: [
    {
      title: "Waiting staff",
      description: "Experienced servers in black, minimum five hours.",
      price: "£19 per hour",
    },
    {
      title: "Bar team",
      description: "Two personal-licence holders to run your bar.",
      price: "£55 per hour",
    },
    {
      title: "Cloakroom attendant",
      description: "Ticketed cloakroom with rails and hangers provided.",
      price: "£120 per evening",
    },
  ],
  security: [
    {
      title: "Door supervisor",
      description: "SIA-licensed officer for entrances, guest lists and bag checks.",
      price: "£26 per hour",
    },
    {
      title: "Event stewarding team",
      description: "Four stewards and a supervisor for crowd flow and car parks.",
      price: "£140 per hour",
    },
    {
      title: "Overnight site security",
      description: "Guarding for marquees and festival sites between event days.",
      price: "£320 per night",
    },
  ],
  transportation: [
    {
      title: "Classic wedding car",
      description: "Chauffeur-driven car for the couple, three hours with ribbons.",
      price: "£495",
    },
    {
      title: "Guest shuttle minibus",
      description: "16-seat minibus running loops between hotel and venue.",
      price: "£320 per day",
    },
    {
      title: "49-seat coach",
      description: "Executive coach with driver for guest transfers.",
      price: "£650 per day",
    },
  ],
  beverage: [
    {
      title: "Mobile cocktail bar",
      description: "Bar, two mixologists and a menu of six cocktails.",
      price: "£750 per evening",
    },
    {
      title: "Prosecco reception",
      description: "A glass of prosecco or elderflower pressé for every guest on arrival.",
      price: "£6 per head",
    },
    {
      title: "Coffee cart",
      description: "Barista-made coffee and teas for up to 100 guests.",
      price: "£395",
    },
  ],
  cake: [
    {
      title: "Three-tier wedding cake",
      description: "Sponge or fruit tiers with buttercream or ganache, delivered and set up.",
      price: "£450",
    },
    {
      title: "Cupcake tower",
      description: "Fifty cupcakes on a tiered stand with a cutting cake on top.",
      price: "£180",
    },
    {
      title: "Dessert table",
      description: "Brownies, tarts and macarons styled on our own stands.",
      price: "£8 per head",
    },
  ],
  dj: [
    {
      title: "Wedding evening DJ",
      description: "From 7pm to midnight, with lighting and wireless mic for speeches.",
      price: "£550",
    },
    {
      title: "Party DJ, four hours",
      description: "Birthdays and office parties, with a playlist built with you.",
      price: "£380",
    },
    {
      title: "Ceremony and drinks audio",
      description: "Discreet speakers and microphone for ceremony and background music.",
      price: "£150",
    },
  ],
  band: [
    {
      title: "Evening band, two sets",
      description: "Two 60-minute live sets and a DJ playlist in between.",
      price: "£2,200",
    },
    {
      title: "Acoustic duo",
      description: "Guitar and vocals for the ceremony or drinks reception.",
      price: "£450",
    },
    {
      title: "First-dance learn",
      description: "Your first dance song learned and played live.",
      price: "£150",
    },
  ],
  magician: [
    {
      title: "Close-up magic, two hours",
      description: "Table-to-table magic during drinks or between courses.",
      price: "£450",
    },
    {
      title: "Children's magic show",
      description: "A 45-minute show with the birthday child as the star.",
      price: "£180",
    },
    {
      title: "After-dinner stage show",
      description: "A 30-minute comedy magic show for up to 200 guests.",
      price: "£600",
    },
  ],
  performer: [
    {
      title: "Stilt walkers",
      description: "A pair of costumed stilt walkers for an hour of walkabout.",
      price: "£420",
    },
    {
      title: "Fire show",
      description: "A 15-minute fire dance, outdoors, fully risk-assessed.",
      price: "£550",
    },
    {
      title: "String trio for ceremony",
      description: "Live music for the ceremony and signing of the register.",
      price: "£480",
    },
  ],
  cleaning: [
    {
      title: "Post-event clean",
      description: "Full clean of venue or marquee after the last guest leaves.",
      price: "£260",
    },
    {
      title: "Festival site litter team",
      description: "Four litter pickers with bins and recycling separation.",
      price: "£95 per hour",
    },
    {
      title: "Toilet attendant",
      description: "Keeps facilities clean and stocked throughout the event.",
      price: "£18 per hour",
    },
  ],
  organizer: [
    {
      title: "On-the-day coordination",
      description: "A coordinator from set-up to carriages, briefing every supplier.",
      price: "£750",
    },
    {
      title: "Partial planning",
      description: "Help from six months out: timeline, suppliers and budget.",
      price: "£1,800",
    },
    {
      title: "Full planning",
      description: "Everything from the venue search to the last thank-you card.",
      price: "From £4,500",
    },
  ],
};

export interface OrganizerSeed {
  name: string;
  username: string;
  town: TownKey;
}

export const ORGANIZERS: readonly OrganizerSeed[] = [
  { name: "Emma Walsh", username: "emma_walsh", town: "london" },
  { name: "James Okafor", username: "james_okafor", town: "manchester" },
  { name: "Catriona Reid", username: "catriona_reid", town: "edinburgh" },
  { name: "Owen Davies", username: "owen_davies", town: "cardiff" },
  { name: "Laura Bennett", username: "laura_bennett", town: "bristol" },
  { name: "Mohammed Iqbal", username: "mo_iqbal", town: "birmingham" },
];

export interface RequestSeed {
  organizer: string;
  title: string;
  description: string;
  location: string;
  town: TownKey;
  categories: readonly CategoryKey[];
  status: "active" | "completed" | "cancelled";
  /** Days from the seed run to the event: positive ahead, negative past. */
  startInDays: number;
  lengthDays?: number;
  postedDaysAgo: number;
  budget: string | null;
  attendees: string;
  /** Active requests only: categories where the organizer has already picked a supplier. */
  decided?: readonly CategoryKey[];
  statusReason?: string;
  /** Completed requests only: what the organizer wrote about the supplier picked in each category. */
  reviews?: Partial<Record<CategoryKey, ReviewSeed>>;
}

export const REQUESTS: readonly RequestSeed[] = [
  {
    organizer: "emma_walsh",
    title: "Wedding reception for 120 guests",
    description:
      "We're getting married at Islington Town Hall and need a reception venue nearby, dinner for 120 and a DJ until midnight. Relaxed and modern rather than formal; two vegan and four gluten-free guests.",
    location: "Islington, London",
    town: "london",
    categories: ["venue", "catering", "dj"],
    status: "active",
    startInDays: 132,
    postedDaysAgo: 9,
    budget: "£12,000–£15,000",
    attendees: "120",
  },
  {
    organizer: "emma_walsh",
    title: "Company party on a rooftop",
    description:
      "Our design studio's ten-year party on a Shoreditch rooftop we've already booked. Looking for a cocktail bar, a DJ from 6pm to 11pm and a photographer for a couple of hours of candid shots.",
    location: "Shoreditch, London",
    town: "london",
    categories: ["beverage", "dj", "photography"],
    status: "active",
    startInDays: 41,
    postedDaysAgo: 3,
    budget: "£4,000–£6,000",
    attendees: "80",
    decided: ["beverage"],
  },
  {
    organizer: "emma_walsh",
    title: "Team away-day in the Cotswolds",
    description:
      "A day out for 35 people: coach from central London, a planner to run a mix of workshops and a long lunch, and back by 7pm. Somewhere with space to walk is a bonus.",
    location: "Cotswolds",
    town: "oxford",
    categories: ["organizer", "transportation"],
    status: "active",
    startInDays: 76,
    postedDaysAgo: 12,
    budget: "£3,000–£4,000",
    attendees: "35",
  },
  {
    organizer: "james_okafor",
    title: "50th birthday party in the Northern Quarter",
    description:
      "Surprise 50th for my wife in a private room we've booked on Oldham Street. We need a DJ who can do 80s and 90s soul, a show-stopping cake and some proper food for 70.",
    location: "Northern Quarter, Manchester",
    town: "manchester",
    categories: ["dj", "cake", "catering"],
    status: "active",
    startInDays: 58,
    postedDaysAgo: 7,
    budget: "£2,000–£3,000",
    attendees: "70",
  },
  {
    organizer: "james_okafor",
    title: "Two-day food and music festival",
    description:
      "A community festival in a city-centre park with street food, two stages and around 1,500 visitors a day. We need stewards and security, a cleaning team during and after, and shuttle buses from Piccadilly.",
    location: "Manchester",
    town: "manchester",
    categories: ["security", "cleaning", "transportation"],
    status: "active",
    startInDays: 101,
    lengthDays: 2,
    postedDaysAgo: 16,
    budget: "£15,000–£20,000",
    attendees: "1500",
  },
  {
    organizer: "catriona_reid",
    title: "Ceilidh wedding at a country house",
    description:
      "A two-day wedding at a country house in East Lothian: ceremony and dinner on Friday, a ceilidh on Saturday. We'd love a ceilidh band, wild Scottish flowers and a photographer for both days.",
    location: "East Lothian",
    town: "edinburgh",
    categories: ["band", "florist", "photography"],
    status: "active",
    startInDays: 152,
    lengthDays: 2,
    postedDaysAgo: 21,
    budget: "£5,000–£7,000",
    attendees: "150",
  },
  {
    organizer: "owen_davies",
    title: "Charity ball at City Hall",
    description:
      "Black-tie fundraising ball for a children's hospice in the City Hall assembly room. We need door security, a lighting design that makes the room glow and 20 waiting staff for a four-course dinner.",
    location: "Cathays Park, Cardiff",
    town: "cardiff",
    categories: ["security", "lighting", "staffing"],
    status: "active",
    startInDays: 88,
    postedDaysAgo: 10,
    budget: "£8,000–£10,000",
    attendees: "300",
  },
  {
    organizer: "laura_bennett",
    title: "Christening lunch in the garden",
    description:
      "Lunch for family after our son's christening, in my parents' garden near Clifton. Buffet-style food everyone can help themselves to, and a small christening cake with a lemon sponge.",
    location: "Clifton, Bristol",
    town: "bristol",
    categories: ["catering", "cake"],
    status: "active",
    startInDays: 34,
    postedDaysAgo: 3,
    budget: null,
    attendees: "40",
  },
  {
    organizer: "laura_bennett",
    title: "Children's 7th birthday party",
    description:
      "Party for 25 seven-year-olds in a church hall. A magic show to keep them sitting still for a bit, then something active like circus skills or a juggler.",
    location: "Redland, Bristol",
    town: "bristol",
    categories: ["magician", "performer"],
    status: "active",
    startInDays: 27,
    postedDaysAgo: 6,
    budget: "£300–£500",
    attendees: "25",
  },
  {
    organizer: "mo_iqbal",
    title: "Product launch for a tech start-up",
    description:
      "Evening launch for our new app at a Digbeth warehouse: presentation with big screens and good sound, dramatic lighting, and finger food for 200 guests including press.",
    location: "Digbeth, Birmingham",
    town: "birmingham",
    categories: ["av_equipment", "lighting", "catering"],
    status: "active",
    startInDays: 49,
    postedDaysAgo: 14,
    budget: "£6,000–£9,000",
    attendees: "200",
    decided: ["av_equipment"],
  },
  {
    organizer: "laura_bennett",
    title: "Our wedding in Clifton",
    description:
      "Ceremony at a church in Clifton and a reception in a marquee. We'd like a photographer who doesn't do too many posed shots, a wedding breakfast for 110 and flowers for the church and tables.",
    location: "Clifton, Bristol",
    town: "bristol",
    categories: ["photography", "catering", "florist"],
    status: "completed",
    startInDays: -118,
    postedDaysAgo: 205,
    budget: "£10,000–£14,000",
    attendees: "110",
    reviews: {
      photography: {
        rating: 5,
        comment:
          "{first} was calm, kind and completely unobtrusive. The gallery arrived in three weeks, and the candid shots of our grandparents on the dance floor made us cry.",
      },
      catering: {
        rating: 4,
        comment:
          "Generous portions, and they handled six different dietary requirements without fuss. Service slowed a little at dessert, otherwise spot on.",
        reply:
          "Thank you both, and congratulations again! You're right about dessert: we now bring an extra server for weddings of over 100 guests.",
      },
      florist: {
        rating: 5,
        comment:
          "The arch of white roses and eucalyptus looked even better than the mood board, and {first} moved the church flowers onto the top table for the reception.",
      },
    },
  },
  {
    organizer: "emma_walsh",
    title: "Mum's 60th birthday afternoon tea in Bath",
    description:
      "Afternoon tea for my mum's 60th in a private room in Bath. Sandwiches, scones and cakes for 30, a birthday cake with a lot of lemon in it, and a photographer for the family photos.",
    location: "Bath",
    town: "bath",
    categories: ["catering", "cake", "photography"],
    status: "completed",
    startInDays: -196,
    postedDaysAgo: 262,
    budget: "£1,500–£2,500",
    attendees: "30",
    reviews: {
      catering: {
        rating: 5,
        comment:
          "Afternoon tea was perfect: warm scones, proper clotted cream and a gluten-free stand that looked as good as the rest. Mum was thrilled.",
      },
      cake: {
        rating: 5,
        comment:
          "A lemon drizzle cake with lemon curd between the layers, exactly as asked. Delivered and set up without us lifting a finger.",
      },
      photography: {
        rating: 5,
        comment:
          "{first} had all 30 of us in the family photo in ten minutes flat, then disappeared into the background. Lovely natural shots of Mum all afternoon.",
      },
    },
  },
  {
    organizer: "james_okafor",
    title: "Office awards night",
    description:
      "Annual awards night for our 90-person office in a function room off Deansgate. Hot food, a DJ who'll get the accounts team dancing and microphones and a screen for the awards.",
    location: "Deansgate, Manchester",
    town: "manchester",
    categories: ["catering", "dj", "av_equipment"],
    status: "completed",
    startInDays: -150,
    postedDaysAgo: 214,
    budget: "£4,000–£5,500",
    attendees: "90",
    reviews: {
      catering: {
        rating: 3,
        comment:
          "Tasty food, but it arrived 40 minutes late because the van got stuck in rush-hour traffic, which pushed the awards back. {first} apologised and took something off the bill.",
        reply:
          "We're sorry again about the delay. For evening events in town we now load the van an hour earlier, so the food is there before the guests are.",
      },
      dj: {
        rating: 5,
        comment:
          "{first} got the accounts team dancing, which we'd been told was impossible. Great mix of party classics and 90s house.",
      },
      av_equipment: {
        rating: 5,
        comment:
          "Two wireless mics and a screen for the awards, all tested an hour before doors. Not a single glitch.",
      },
    },
  },
  {
    organizer: "mo_iqbal",
    title: "Charity gala dinner in Leeds",
    description:
      "Annual gala dinner for a mental health charity in a Leeds hotel ballroom. We need a DJ after the auction, lighting to make the ballroom feel special and catering for 180.",
    location: "Leeds",
    town: "leeds",
    categories: ["dj", "lighting", "catering"],
    status: "completed",
    startInDays: -87,
    postedDaysAgo: 160,
    budget: "£9,000–£12,000",
    attendees: "180",
    reviews: {
      dj: {
        rating: 4,
        comment:
          "Great set after the auction and a full dance floor. The volume was a touch loud during the raffle, but {first} turned it down as soon as we asked.",
      },
      lighting: {
        rating: 5,
        comment:
          "The uplighting turned a plain hotel ballroom into something special. Set-up and de-rig were quick and tidy, and they worked around the hotel's schedule.",
      },
      catering: {
        rating: 5,
        comment:
          "The canapés disappeared in minutes and the slow-roast lamb got compliments all night. {first}'s team cleared up so quietly we barely noticed them leave.",
      },
    },
  },
  {
    organizer: "emma_walsh",
    title: "Engagement party in Shoreditch",
    description:
      "Engagement party in a bar we've hired for the night. A magician during drinks, a cocktail bar and a DJ to finish the night.",
    location: "Shoreditch, London",
    town: "london",
    categories: ["magician", "beverage", "dj"],
    status: "completed",
    startInDays: -58,
    postedDaysAgo: 118,
    budget: "£2,500–£3,500",
    attendees: "65",
    reviews: {
      magician: {
        rating: 5,
        comment:
          "{first} worked the room during drinks and had everyone talking about the signed card in the sealed envelope for the rest of the night.",
      },
      beverage: {
        rating: 5,
        comment:
          "The espresso martinis were a hit, and the bar staff stayed friendly and fast even with a queue of thirsty guests.",
      },
      dj: {
        rating: 5,
        comment:
          "Took our must-play list seriously and kept the do-not-play list off the decks, which is rarer than you'd think.",
      },
    },
  },
  {
    organizer: "mo_iqbal",
    title: "Investor drinks evening in London",
    description:
      "Drinks and short talks for 90 investors and partners after our funding round. We need a striking venue, a cocktail bar with good alcohol-free options and a DJ who can keep it at conversation level until the talks finish.",
    location: "Hackney, London",
    town: "london",
    categories: ["venue", "beverage", "dj"],
    status: "completed",
    startInDays: -35,
    postedDaysAgo: 96,
    budget: "£5,000–£8,000",
    attendees: "90",
    reviews: {
      venue: {
        rating: 5,
        comment:
          "The glasshouse looked stunning at dusk, and {first}'s team turned the room around from talks to party in twenty minutes.",
      },
      beverage: {
        rating: 5,
        comment:
          "{first}'s bartenders were slick and friendly, and the alcohol-free cocktails were so good that half our guests switched to them.",
      },
      dj: {
        rating: 4,
        comment:
          "Kept the music at conversation level during networking and lifted it at exactly the right moment. Arrived later than agreed but was ready before doors.",
      },
    },
  },
  {
    organizer: "laura_bennett",
    title: "Baby shower afternoon tea in Bath",
    description:
      "A baby shower for my sister in a hired tea room in Bath: finger sandwiches, scones and a pretty cake for 24 guests, one of them gluten-free.",
    location: "Bath",
    town: "bath",
    categories: ["cake", "catering"],
    status: "completed",
    startInDays: -25,
    postedDaysAgo: 81,
    budget: "£600–£900",
    attendees: "24",
    reviews: {
      cake: {
        rating: 5,
        comment:
          "Pastel macarons, a two-tier lemon cake and biscuits iced with the baby's initial. {first} even remembered our gluten-free guest.",
      },
      catering: {
        rating: 5,
        comment:
          "Dainty sandwiches, warm scones and plenty of tea, all laid out beautifully before anyone arrived.",
      },
    },
  },
  {
    organizer: "owen_davies",
    title: "Ruby wedding garden party",
    description:
      "A garden party for my parents' ruby wedding with a styled tea-party look and lots of flowers.",
    location: "Penarth",
    town: "cardiff",
    categories: ["decor", "florist"],
    status: "cancelled",
    startInDays: 39,
    postedDaysAgo: 24,
    budget: "£800–£1,200",
    attendees: "50",
    statusReason: "We've decided to celebrate abroad instead.",
  },
];

/** Rough pound prices used to make quotes plausible for the request's size. */
export const QUOTE_PRICING: Record<CategoryKey, { base: number; perGuest: number }> = {
  venue: { base: 3200, perGuest: 35 },
  catering: { base: 350, perGuest: 38 },
  photography: { base: 550, perGuest: 4 },
  videography: { base: 800, perGuest: 4 },
  entertainment: { base: 350, perGuest: 2 },
  av_equipment: { base: 450, perGuest: 6 },
  decor: { base: 300, perGuest: 5 },
  florist: { base: 250, perGuest: 9 },
  lighting: { base: 350, perGuest: 5 },
  staffing: { base: 300, perGuest: 8 },
  security: { base: 400, perGuest: 5 },
  transportation: { base: 300, perGuest: 6 },
  beverage: { base: 400, perGuest: 12 },
  cake: { base: 150, perGuest: 3 },
  dj: { base: 350, perGuest: 2 },
  band: { base: 1200, perGuest: 5 },
  magician: { base: 250, perGuest: 3 },
  performer: { base: 300, perGuest: 3 },
  cleaning: { base: 200, perGuest: 2 },
  organizer: { base: 900, perGuest: 15 },
};

/** What a supplier offers in a quote, per category; completes "we would provide …". */
export const QUOTE_SERVICES: Record<CategoryKey, string> = {
  venue:
    "exclusive use of the venue from noon to midnight, with tables, chairs, linen and a duty manager",
  catering:
    "canapés on arrival and a seasonal main with sides, served by our own staff, with every dietary need you listed covered",
  photography:
    "coverage from arrival to the first dance, a short family-group session and an online gallery of edited photos within four weeks",
  videography: "a two-camera film crew, a four-minute highlights film and the full speeches",
  entertainment: "two hours of roaming entertainment timed around your running order",
  av_equipment:
    "a PA with two wireless microphones, two screens with a laptop feed and a technician for the whole event",
  decor: "full styling with table runners, candles and a backdrop for photos, set up and collected",
  florist:
    "seasonal British flowers for the tables and ceremony space, installed and removed on the day",
  lighting: "warm uplighting around the room, pin spots on the tables and a monogram projection",
  staffing: "an experienced team with a supervisor, briefed on your running order in advance",
  security: "SIA-licensed door supervisors with a team leader, radios and a first-aider",
  transportation: "a driver and vehicle for the whole day, with a planned route and timed pick-ups",
  beverage: "a mobile bar with two bartenders, a short cocktail menu and alcohol-free options",
  cake: "a tiered cake in the flavours you asked for, delivered and set up on a stand",
  dj: "a DJ with lighting and a wireless mic, playing from your must-play list",
  band: "two live sets, a first-dance learn and a DJ playlist between sets",
  magician: "close-up magic during the drinks and a short show for the whole room",
  performer: "two performers for an hour each, with costumes to fit your theme",
  cleaning:
    "a clean before guests arrive, a tidy team during the event and a full clean afterwards",
  organizer:
    "a planner from booking to the day itself, supplier briefings and a coordinator on site",
};

export const QUOTE_OPENINGS = [
  "Thanks for the detailed brief.",
  "Lovely to hear about your plans.",
  "Thank you for getting in touch.",
  "This sounds like a great event.",
] as const;

export const QUOTE_CLOSINGS = [
  "The price includes set-up, travel and VAT.",
  "Happy to adjust the package to fit your budget.",
  "We can hold the date for 14 days without a deposit.",
  "Everything is fully insured, and we can send certificates to your venue.",
] as const;

export const QUOTE_NOTES = [
  "A 25% deposit secures the date; the balance is due two weeks before.",
  "We'd love a quick call to go through the details.",
  "We've worked at this venue before, so we know the load-in.",
  "This price is held until the end of the month.",
] as const;

export interface ReviewSeed {
  rating: number;
  /** {first} is replaced with the supplier's first name. */
  comment: string;
  /** The supplier's public answer, posted a day after the review. */
  reply?: string;
}

export const GENERIC_REVIEW_COMMENTS: readonly ReviewSeed[] = [
  {
    rating: 5,
    comment:
      "Professional from the first message to the final invoice. {first} made the day easier, and we'd book again without hesitation.",
  },
  {
    rating: 4,
    comment: "Really good service and clear communication throughout. Would recommend.",
  },
];

export interface MessageThreadSeed {
  organizer: string;
  supplier: string;
  requestTitle: string;
  lines: readonly { from: "organizer" | "supplier"; text: string }[];
}

export const MESSAGE_THREADS: readonly MessageThreadSeed[] = [
  {
    organizer: "emma_walsh",
    supplier: "velvetrope",
    requestTitle: "Company party on a rooftop",
    lines: [
      {
        from: "organizer",
        text: "Hi Natalie, we've accepted your quote for the cocktail bar. Could the menu include something non-alcoholic that still feels like a cocktail?",
      },
      {
        from: "supplier",
        text: "Brilliant, thank you! Yes, we do a seedlip and elderflower spritz and a virgin passion fruit martini. Both go down very well.",
      },
      {
        from: "organizer",
        text: "Perfect. The rooftop has a goods lift; access is from 3pm. Does that give you enough time?",
      },
      {
        from: "supplier",
        text: "Plenty. We'll arrive at 3:30 and be pouring by 5:45. I'll send over a draft menu on Friday.",
      },
    ],
  },
  {
    organizer: "emma_walsh",
    supplier: "harbourlights",
    requestTitle: "Mum's 60th birthday afternoon tea in Bath",
    lines: [
      {
        from: "organizer",
        text: "Hi Ellie, could we do the big family photo before the tea starts? My uncle has to leave early.",
      },
      {
        from: "supplier",
        text: "Of course. If everyone's there by 2:45 I'll have the group shot done in ten minutes, then I'll blend in.",
      },
      {
        from: "organizer",
        text: "Lovely, I'll let everyone know. Thank you!",
      },
    ],
  },
  {
    organizer: "laura_bennett",
    supplier: "harbourlights",
    requestTitle: "Our wedding in Clifton",
    lines: [
      {
        from: "organizer",
        text: "Hi Ellie, the church has said no flash during the ceremony. Is that going to be a problem?",
      },
      {
        from: "supplier",
        text: "Not at all, I never use flash in ceremonies. The church has lovely windows, so we'll be fine.",
      },
    ],
  },
  {
    organizer: "james_okafor",
    supplier: "copperkettle",
    requestTitle: "50th birthday party in the Northern Quarter",
    lines: [
      {
        from: "organizer",
        text: "Hi Tom, thanks for the quote. Could you do a couple of vegan mains instead of one? A few of her friends are vegan.",
      },
      {
        from: "supplier",
        text: "Happy to. I'd suggest a jackfruit bao and a smoky bean cassoulet, at no extra cost.",
      },
      {
        from: "organizer",
        text: "Sounds great. We just need to keep it quiet until the night!",
      },
    ],
  },
];

export const SAVED_SUPPLIERS: readonly { organizer: string; supplier: string }[] = [
  { organizer: "emma_walsh", supplier: "glasshouserooms" },
  { organizer: "emma_walsh", supplier: "sleightofhand" },
  { organizer: "emma_walsh", supplier: "petalandstem" },
  { organizer: "laura_bennett", supplier: "cliftonquartet" },
  { organizer: "james_okafor", supplier: "brasstacks" },
];

export interface FeatureRequestSeed {
  author: string;
  title: string;
  description: string;
  category: "ui" | "functionality" | "integration" | "performance" | "mobile" | "other";
  priority: "low" | "medium" | "high";
  status: "pending" | "in_progress" | "completed" | "rejected";
  votes: number;
  postedDaysAgo: number;
}

export const FEATURE_REQUESTS: readonly FeatureRequestSeed[] = [
  {
    author: "laura_bennett",
    title: "Share a shortlist of suppliers with my partner",
    description:
      "I'd like to send my saved suppliers to my fiancé as a link so we can both look at them and leave comments before deciding.",
    category: "functionality",
    priority: "high",
    status: "pending",
    votes: 14,
    postedDaysAgo: 40,
  },
  {
    author: "brightday",
    title: "Add accepted bookings to my calendar",
    description:
      "When an organizer accepts my quote, give me a calendar file or Google Calendar sync so the date is blocked straight away.",
    category: "integration",
    priority: "medium",
    status: "in_progress",
    votes: 9,
    postedDaysAgo: 75,
  },
  {
    author: "pierhead",
    title: "Faster photo uploads on mobile data",
    description:
      "Uploading portfolio photos from my phone at venues is slow. Could photos be resized on the phone before they upload?",
    category: "mobile",
    priority: "medium",
    status: "completed",
    votes: 7,
    postedDaysAgo: 130,
  },
  {
    author: "catriona_reid",
    title: "Dark mode",
    description: "A dark theme would be easier on the eyes when planning late in the evening.",
    category: "ui",
    priority: "low",
    status: "pending",
    votes: 4,
    postedDaysAgo: 12,
  },
];

/** Demo accounts printed at start-up: they get the richest data. */
export const DEMO_ACCOUNTS = {
  organizers: ["emma_walsh", "james_okafor"],
  subscribedSupplier: "harbourlights",
  freeSupplier: "crumbandcandle",
  /** Demo data only: a real deployment makes its admins with `npm run admin:create`. */
  admin: "admin",
} as const;
