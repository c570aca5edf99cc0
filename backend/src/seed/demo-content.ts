import { GUIDE_SLUG } from '../article/article.kind.js';

/** The demo questions a fresh site starts with (SEED_DEMO). Descriptions respect the spec's limits. */
export interface DemoArg {
  title: string;
  description: string;
  argument: string;
  premises?: string;
  counterArguments?: string;
  /** External links ('In the Wild'), added with ArgAddExternalLink. */
  links?: { title: string; url: string; icon?: string }[];
  /** The ReferencesBody: one "name url" or "[name]: url" per line. */
  references?: string;
  /** Proponents' quotes (people of DEMO_PEOPLE, by name), added with quote/new. */
  quotes?: DemoQuote[];
  /** Discussion requests about this argument (/reqs/a/{id}). */
  requests?: DemoRequest[];
}

/** A proponent's quote on an argument. The demo people are invented; so are their words. */
export interface DemoQuote {
  person: string;
  titleRole: string;
  quote: string;
  sourceURL?: string;
  date?: { day: number; month: number; year: number };
}

/** A discussion request (req/new) on a question or an argument. */
export interface DemoRequest {
  title: string;
  issue: string;
}

export interface DemoArticle {
  title: string;
  body: string;
  /** Its address, /article/{slug}. */
  slug?: string;
}

/** The proponents of the demo, with no images (their pages show the fallback). Invented people. */
export const DEMO_PEOPLE = [
  'Amira Haddad',
  'Jonas Becker',
  'Lucía Fernández',
  'Tomasz Nowak',
  'Grace Okafor',
] as const;

const WIKIPEDIA_ICON = 'https://en.wikipedia.org/static/favicon/wikipedia.ico';
export interface DemoPos {
  title: string;
  description: string;
  args: DemoArg[];
}
export interface DemoConvo {
  title: string;
  description: string;
  tags: string;
  category: string;
  positions: DemoPos[];
  /** Discussion requests about the question itself (/reqs/c/{id}). */
  requests?: DemoRequest[];
}

export const DEMO_CONVOS: DemoConvo[] = [
  {
    title: 'Should private cars be banned from city centres?',
    description:
      'Several European cities have closed their historic centres to private cars, while others widened roads and built car parks. The question is whether a city centre should be a place people drive to, or a place they walk, cycle and take transit to.',
    tags: 'Cities, Transport, Environment',
    category: 'Cities and transport',
    positions: [
      {
        title: 'Yes, close city centres to private cars',
        description:
          'City centres should be reserved for walking, cycling, public transport, deliveries and emergency vehicles.',
        args: [
          {
            title: 'Car-free centres have cleaner air',
            quotes: [
              {
                person: 'Amira Haddad',
                titleRole: 'Respiratory physician (demo person)',
                quote:
                  'Every winter I see children whose asthma flares on the days the traffic queues reach our street. When the centre closed to through traffic, those visits fell.',
                date: { day: 14, month: 3, year: 2023 },
              },
              {
                person: 'Jonas Becker',
                titleRole: 'Transport planner (demo person)',
                quote:
                  'Air quality is the easiest benefit to measure: the sensors on the closed streets showed the change within a season.',
              },
            ],
            description:
              'Traffic is the largest local source of nitrogen dioxide and fine particles in most city centres. Removing private cars lowers the pollution that people breathe where they live, shop and work, and the effect is measurable within months.',
            argument:
              'Measurements taken before and after car restrictions in several European centres show falls in nitrogen dioxide of a quarter or more on the affected streets. Those pollutants are linked to asthma, heart disease and lower lung growth in children. A centre without private cars still has buses, taxis and deliveries, but far fewer vehicles idling in queues, so the air improves where people are most concentrated.',
            premises:
              'Private cars are a major source of urban air pollution.\nAir pollution harms health.\nFewer cars in a place means less pollution there.',
            counterArguments:
              'Traffic may move to the ring roads around the centre, so pollution is displaced rather than removed. Measurements on the surrounding roads are needed before calling it a net gain.',
            links: [
              {
                title: 'Car-free zone (Wikipedia)',
                url: 'https://en.wikipedia.org/wiki/Car-free_zone',
                icon: WIKIPEDIA_ICON,
              },
              {
                title: 'Air pollution (Wikipedia)',
                url: 'https://en.wikipedia.org/wiki/Air_pollution',
                icon: WIKIPEDIA_ICON,
              },
            ],
            references:
              '[who-air-quality]: https://www.who.int/news-room/fact-sheets/detail/ambient-(outdoor)-air-quality-and-health\n' +
              'European Environment Agency on air pollution https://www.eea.europa.eu/en/topics/in-depth/air-pollution',
          },
          {
            title: 'Streets without cars give space back to people',
            description:
              'Parking and traffic lanes take up most of the public space in a typical street. Without private cars that space can become pavements, trees, cycle lanes, market stalls and places to sit, which makes the centre more pleasant for everyone.',
            argument:
              'In a typical city centre street more than half of the width is given to moving or parked cars, even though most people in the street are on foot. Pedestrianised streets in many cities saw more visitors, more time spent and lower road casualties once the space was reallocated. A centre is valuable because many people can be there at once; cars use that scarce space least efficiently.',
          },
          {
            title: 'Fewer cars means fewer road deaths',
            links: [
              {
                title: 'Road traffic safety (Wikipedia)',
                url: 'https://en.wikipedia.org/wiki/Road_traffic_safety',
                icon: WIKIPEDIA_ICON,
              },
            ],
            references:
              '[who-road-safety]: https://www.who.int/news-room/fact-sheets/detail/road-traffic-injuries',
            description:
              'Most people killed or badly injured on city streets are pedestrians and cyclists hit by motor vehicles. Removing through traffic and private driving from the centre removes most of those collisions, which saves lives every year.',
            argument:
              'Road casualty statistics consistently show that vulnerable road users are over-represented in urban collisions, and that speed and traffic volume are the strongest predictors. Car-free zones remove both. Cities that closed central districts to cars have reported large drops in serious injuries in those districts, without a matching rise elsewhere.',
          },
        ],
      },
      {
        title: 'No, drivers must keep access to the centre',
        description:
          'Cars remain the only practical option for many trips, and banning them would hurt people and businesses.',
        args: [
          {
            title: 'Shops depend on customers who drive',
            quotes: [
              {
                person: 'Tomasz Nowak',
                titleRole: "Chair of a city centre traders' association (demo person)",
                quote:
                  'Our members sell furniture, tools and bicycles. Nobody carries a wardrobe home on the tram.',
                date: { day: 2, month: 10, year: 2022 },
              },
            ],
            requests: [
              {
                title: 'Add figures on how shoppers travel',
                issue:
                  'The argument says drivers spend more per visit; the counter-argument says walkers spend more per month. Both need a source, ideally a survey of shoppers in a real city centre.',
              },
            ],
            description:
              'Many city centre shops, especially those selling heavy or bulky goods, rely on customers who arrive by car. Closing the centre to cars would push those customers to out-of-town retail parks and could empty the high street.',
            argument:
              'Retailers often point out that a customer who drives spends more per visit than one who walks, because they can carry more. If the centre becomes hard to reach by car, those customers may simply shop online or at retail parks with free parking. Centres already compete with those alternatives, and losing footfall can start a spiral of closures.',
            counterArguments:
              'Surveys of shoppers repeatedly find that retailers overestimate how many of their customers arrive by car; walkers and cyclists visit more often and spend more over a month.',
          },
          {
            title: 'Disabled and older people need door-to-door travel',
            description:
              'For many disabled and older people a car is the only way to reach the centre at all. A ban risks excluding them from shops, services and appointments unless exemptions and alternatives are designed very carefully.',
            argument:
              'Public transport is not step-free everywhere, and walking from a distant car park is not possible for everyone. A blanket ban would fall hardest on those who already find the centre hardest to reach. Exemptions for blue-badge holders help, but they depend on enforcement, awareness and on the rest of the network being accessible.',
          },
        ],
      },
      {
        title: 'Restrict cars gradually instead of banning them',
        description:
          'Charges, fewer parking spaces and better transit can reduce car use without an outright ban.',
        args: [
          {
            title: 'Congestion charges cut traffic without a ban',
            description:
              'A charge for driving into the centre reduces traffic substantially while still letting people drive when the trip matters enough to them, and the revenue can pay for better buses, safer cycle lanes and step-free stations.',
            argument:
              'Cities that introduced congestion charges saw traffic in the charged area fall noticeably in the first year. The charge lets each driver decide whether a trip is worth the price, which keeps access for deliveries, tradespeople and people with no alternative. Because it raises money, it can fund the alternatives that make a later, deeper cut in car use acceptable to the public.',
          },
          {
            title: 'People accept change better when it comes in steps',
            description:
              'Sudden bans provoke backlash that can reverse them after the next election. Gradual measures give residents and businesses time to adapt, let the city fix problems as they appear, and build a track record that wins support.',
            argument:
              'Several car-free schemes were reversed after strong opposition, while others that started with trial closures and temporary pedestrian zones became popular once people experienced them. Trials provide evidence, reveal unexpected problems such as deliveries or access for carers, and let opponents see the results before anything becomes permanent.',
          },
        ],
      },
    ],
  },
  {
    title: 'Should homework be abolished in primary schools?',
    description:
      'Some schools have dropped homework for children under eleven, arguing it adds stress without improving learning. Others see it as practice, a link between school and family, and a habit that prepares children for secondary school.',
    tags: 'Education, Children',
    category: 'Education',
    positions: [
      {
        title: 'Yes, primary pupils should not get homework',
        description:
          'Young children learn enough at school; their evenings should be for play, family, sleep and reading for fun.',
        args: [
          {
            title: 'Homework barely improves learning for young pupils',
            quotes: [
              {
                person: 'Lucía Fernández',
                titleRole: 'Primary school teacher (demo person)',
                quote:
                  'What my pupils learn happens in the classroom, with me beside them. At home, worksheets mostly measure how much help a child had.',
                date: { day: 21, month: 9, year: 2021 },
              },
            ],
            description:
              'Research summaries find that homework has a small effect on attainment for primary-age children, much smaller than for older students. The time could be spent on play, sport and sleep, which matter a great deal at that age.',
            argument:
              'Reviews of studies on homework find that its link with achievement is strong at secondary level but weak in primary school. Young children have shorter attention spans, less ability to study on their own, and get most of their learning from direct teaching. If the benefit is small, the costs in family conflict and lost free time count for more.',
          },
          {
            title: 'Homework widens the gap between rich and poor pupils',
            description:
              'Children with a quiet room, books, a computer and parents who have time to help get far more out of homework than those without. Setting homework can turn home advantages into school results.',
            argument:
              "Homework is the only part of schooling that happens outside the teacher's control, so it depends on the home. Parents who work evening shifts, speak another language or did not finish school themselves can help less. Schools that dropped homework often replaced it with supervised study time at school, which every child can use equally.",
          },
        ],
      },
      {
        title: 'No, a little homework helps',
        description:
          'Short, regular tasks such as reading and times tables build habits and let parents see what their child is learning.',
        args: [
          {
            title: 'Practice at home makes basic skills automatic',
            description:
              'Reading every evening and practising number facts build fluency that lessons alone cannot, because mastery needs repetition spread over time. A few minutes a day at home adds up to many hours over a school year.',
            argument:
              'Spaced practice is one of the best-supported findings in learning research: short sessions repeated over days beat the same time spent in one go. School days are full, and there is rarely time for every child to practise reading aloud each day. Ten minutes of reading with a parent provides exactly that kind of spaced practice.',
          },
          {
            title: 'Homework keeps parents in touch with school',
            description:
              "Homework shows parents what their children are learning and how they are coping. Without it many parents would have little idea of the curriculum until a report or a parents' evening, by which time problems have grown.",
            argument:
              'A reading record or a short weekly task is a regular message from the classroom to the home. It lets parents notice early when a child struggles, praise progress and talk about what happened at school. That involvement is itself linked with better outcomes, independent of the homework.',
          },
        ],
      },
      {
        title: 'Only reading should be set at home',
        description:
          'Drop worksheets and projects, but keep daily reading, which has the strongest evidence behind it.',
        args: [
          {
            title: 'Reading for pleasure predicts success across subjects',
            description:
              'Children who read for pleasure do better not only in English but across the curriculum, and reading is enjoyable in a way worksheets rarely are. Asking families to read together every evening keeps the benefit without the burden.',
            argument:
              "Longitudinal studies link reading for pleasure in childhood with higher attainment in maths and vocabulary in adolescence, even after accounting for family background. Reading needs no special equipment beyond library books, fits any family's schedule, and does not turn evenings into a battle over finished worksheets.",
          },
          {
            title: "Projects at home mostly measure parents' effort",
            description:
              "Home projects such as models and posters are often completed by parents, which makes them unfair and tells the teacher little. Keeping only reading removes the tasks where the family's time and money show most.",
            argument:
              "Teachers routinely see project work that clearly reflects an adult's skills and a family's budget. Children whose parents cannot help end up with weaker work through no fault of their own. Reading, by contrast, can be checked with a short conversation in class, and the child is the one doing it.",
          },
        ],
      },
    ],
  },
  {
    title: 'Should voting be compulsory?',
    requests: [
      {
        title: 'Is "Make voting easier" a separate position?',
        issue:
          'The third position reads like an argument against compulsory voting rather than a distinct answer to the question. Should it be merged into the second position, or reworded?',
      },
    ],
    description:
      'In Australia, Belgium and several other democracies citizens must vote or pay a small fine, and turnout is above ninety percent. Elsewhere voting is a right but not a duty, and turnout often falls below two thirds of the electorate.',
    tags: 'Democracy, Elections',
    category: 'Politics',
    positions: [
      {
        title: 'Yes, voting should be a civic duty',
        description:
          'Like jury service or paying taxes, voting should be expected of every citizen, with a small penalty for not doing it.',
        args: [
          {
            title: 'Compulsory voting makes results represent everyone',
            quotes: [
              {
                person: 'Grace Okafor',
                titleRole: 'Political scientist (demo person)',
                quote:
                  'When nearly everyone votes, parties cannot win by mobilising a loyal minority; they have to speak to the whole electorate.',
              },
              {
                person: 'Jonas Becker',
                titleRole: 'Transport planner and local councillor (demo person)',
                quote:
                  'In my ward, the streets with the lowest turnout get the least attention at budget time.',
              },
            ],
            description:
              'When turnout is low, those who vote are older, richer and more educated than those who do not, and politicians respond to them. Compulsory voting makes the electorate look like the population, so policies reflect everyone.',
            argument:
              'Turnout gaps between age groups and income groups are large in voluntary systems and nearly disappear where voting is compulsory. Parties target the groups that vote, so groups that stay home see their interests neglected. Making everyone vote removes that incentive and forces campaigns to address the whole population.',
          },
          {
            title: 'Campaigns focus on persuasion instead of turnout',
            description:
              "Where voting is voluntary, much campaign money goes into getting supporters to the polls, and into discouraging opponents' supporters. When everyone votes, parties have to persuade the undecided instead, which can moderate politics.",
            argument:
              'Get-out-the-vote operations reward energising a base with divisive messages. With near-universal turnout those efforts matter much less, and the decisive voters are people with weak party ties who respond to broad appeals. Australian campaigns are often described as focused on the centre for this reason.',
          },
        ],
      },
      {
        title: 'No, the freedom not to vote matters',
        description: 'Voting is a right, and a right includes the choice not to use it.',
        args: [
          {
            title: 'Forcing people to vote violates their freedom',
            description:
              'A democracy should not punish citizens for staying out of politics. Some abstain as a protest, some for religious reasons and some because they do not feel informed enough; fining them treats a freedom as an obligation.',
            argument:
              "Freedom of expression includes the freedom to stay silent. Abstaining can be a deliberate message that no candidate deserves support. A state that fines non-voters claims a power over citizens' participation that liberal democracies otherwise avoid, and the fines fall most heavily on people who are already disengaged or poor.",
          },
          {
            title: 'Uninterested voters add noise, not judgement',
            description:
              'People who vote only to avoid a fine may choose at random or by the first name on the ballot. Their votes add noise to the result rather than informed choices, and can even advantage candidates listed first.',
            argument:
              'Studies of compulsory voting systems find a measurable donkey vote, where some voters simply number candidates in the order printed. Informal and spoiled ballots also rise. A result that includes many such votes is not obviously more legitimate than one decided by people who chose to take part.',
            counterArguments:
              'The donkey vote is small in practice and ballot order can be randomised; most people who are made to vote do make a real choice once they are in the booth.',
          },
        ],
      },
      {
        title: 'Make voting easier rather than compulsory',
        description:
          'Raise turnout with automatic registration, postal voting and election holidays instead of fines.',
        args: [
          {
            title: 'Barriers, not apathy, keep many people from voting',
            description:
              'Registration deadlines, working hours and long queues keep many willing voters away. Removing those obstacles raises turnout among exactly the groups who vote least, without forcing anyone to take part.',
            argument:
              'Automatic registration, weekend or holiday elections and postal voting on request have each been associated with higher turnout where introduced. Surveys of non-voters often cite practical reasons such as work, travel or missing the deadline. Fixing those causes respects choice and addresses most of the participation gap.',
          },
          {
            title: 'Easier voting keeps elections legitimate and voluntary',
            description:
              'High turnout achieved by convenience rather than penalties gives results strong legitimacy while keeping the principle that participation is free. It also avoids the administrative cost and resentment of chasing fines.',
            argument:
              'Collecting fines from millions of non-voters is costly and unpopular, and exemptions multiply. A system that makes voting easy, well publicised and accessible gets much of the turnout benefit with none of the coercion, and every vote cast is one the voter chose to cast.',
          },
        ],
      },
    ],
  },
];

/** Articles about the site (/article/{id}), written by the editorial team. */
export const DEMO_ARTICLES: DemoArticle[] = [
  {
    title: 'How this encyclopedia works',
    // The front door offers it to newcomers by this slug.
    slug: GUIDE_SLUG,
    body:
      'Every question here has a few positions: broad answers to the question. Under each position, arguments support it, each with a short, value-free title and description, then the full argument, its premises and what its critics say.\n\n' +
      'Anyone can vote on a question and say how convincing they find each argument. Signed-in readers can edit any text; every change is kept in the history, and editors review changes in their inbox.\n\n' +
      "Proponents are the people who make an argument in public: their quotes, with a source where there is one, appear on the argument's page. When you disagree with how something is written, open Discuss and make a request.",
  },
  {
    title: 'Writing a good argument',
    body:
      'A good argument makes one point. Its title says the point in a few words, without loaded language; its description explains it in two or three sentences.\n\n' +
      'List the premises the argument rests on, one per line, so that readers can say which one they reject. Give your sources as references, and add the strongest counter-arguments you know: an argument that survives its best objection is worth more than one that ignores it.',
  },
];
