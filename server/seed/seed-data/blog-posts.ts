// Seed content: the two featured blog posts, with full Markdown bodies.
// Pure data. The server maps these records into the blog_posts table.

export type SeedBlogPost = {
  title: string;
  slug: string;
  author: string;
  /** 1-2 sentences. */
  excerpt: string;
  /** Markdown body (no raw HTML, no images). */
  content: string;
  category: string;
  imageUrl: string;
  /** Text such as "8 min". */
  readingTime: string;
  published: boolean;
  /** ISO 8601 date-time. */
  publishedAt: string;
  seoTitle: string;
  /** 150-160 characters. */
  seoDescription: string;
  featured: boolean;
};

const doRugsIncreaseHomeValue = `Every spring we hear the same question from Chicago sellers: *Is it really worth buying rugs for a house I'm about to leave?* It's a fair question. An appraiser will never add a line for the rug in your living room, and a buyer doesn't pay you for it at closing. So where does the value come from?

The short answer is that rugs don't add value to the house itself. They change how buyers experience the house, both in the listing photos and during the showing, and that shows up in two numbers that matter: the price you get and how long you wait to get it.

## What the industry numbers say

Staging has been studied for years, and the findings are fairly consistent. The figures we use in our own planning are:

- **73% faster sales** for staged homes compared with unstaged ones (2024 industry data).
- **An estimated 2-4% higher sale price**, depending on price point and condition.
- **15-20 fewer days on market** in typical conditions.
- **240% average staging ROI**.

We have staged **47+ properties** around Chicagoland. Across that work we've seen an **18-day average market-time reduction** and a **$1.8M average client ROI increase**. These are averages, not promises. Every house, block and season is different, and we say so plainly when we run numbers for you.

## Why rugs do so much of the work

Rugs are one of the few staging tools that solve several problems at once:

1. **They define rooms.** In a West Loop loft or a River North condo with one long open plan, a well-sized rug tells a buyer where the living room ends and the dining room begins.
2. **They fix scale.** A rug that's too small makes a room look cramped. One sized so the front legs of the sofa and chairs rest on it makes the same room look generous in a wide-angle photo.
3. **They quiet hard floors.** Empty high-rise units in Streeterville and the Loop echo. A dense wool rug with a good pad makes a showing feel calmer, and buyers stay longer in rooms that feel calm.
4. **They add warmth to photos.** Most buyers see your home first on a phone screen. Texture and a little color on the floor keep a room from looking like a vacant rental.

> A rug doesn't sell a house. It helps a buyer picture living in one, and that's usually what does.

## How we model the return

When we prepare an ROI projection, we use a deliberately simple model so you can check every step yourself. The same model powers the calculator on our Proof & ROI page.

- **Price effect:** staging is assumed to raise the sale price by **3% of list price**, the middle of the 2-4% range.
- **Carrying cost:** owning a house you're trying to sell costs about **5% of list price per year**, applied per day (divided by 365).
- **Baseline:** without staging, we assume **45 days** to sale.
- **Days saved** is 45 minus your expected days to sale, and never less than zero.

The 5% carrying rate is made up of the costs that keep running while you wait:

| Carrying cost component | Annual rate (share of list price) |
|---|---|
| Mortgage interest | 4.0% |
| Insurance | 0.5% |
| Utilities | 0.3% |
| Maintenance | 0.2% |
| **Total** | **5.0%** |

From there, total return is the price increase plus the carrying cost savings. Net return is total return minus what you spend on rugs. ROI is net return divided by rug spend.

## A worked example

Here's the default scenario from our calculator: a **$450,000** Lincoln Park two-flat condo, **$5,000** spent on rugs, and an expected **15 days** to sale.

| Line item | How it's calculated | Result |
|---|---|---|
| Price increase | 3% x $450,000 | $13,500 |
| Days saved | 45 - 15 | 30 days |
| Daily carrying cost | 5% x $450,000 / 365 | about $61.64 |
| Carrying cost savings | $61.64 x 30 days | about $1,849 |
| Total return | $13,500 + $1,849 | about $15,349 |
| Net return | $15,349 - $5,000 | about $10,349 |
| ROI | $10,349 / $5,000 | about 207% |

In other words, in this scenario every dollar spent on rugs is projected to come back with roughly two more dollars on top of it. Notice that the price effect does most of the work. The carrying cost savings are real, but on a house at this price they're a smaller piece of the story.

## What the model can't tell you

We'd rather you trust our numbers than be impressed by them, so here is what the model leaves out:

- **Market conditions.** In a very hot market, a well-priced home may sell in a week with or without staging. In a slow one, nothing guarantees 15 days.
- **Condition and pricing.** Rugs can't rescue a home that's overpriced or needs obvious repairs. They work best on a home that's already well prepared.
- **Long timelines.** If you expect more than 45 days on market, the model gives you zero carrying cost savings. It never counts negative days.
- **The rugs you keep.** The model treats your rug spend as fully spent. In practice, most of our clients take their rugs to the next home, so the real cost is often lower.

A projection is a planning tool, not a guarantee of resale value. We'll always show you the inputs, and you're welcome to change them.

## Where rugs matter most in Chicago homes

Chicago's housing stock gives us a few recurring situations:

- **Greystones and two-flats** in Lincoln Park, Logan Square and Lakeview often have long, narrow front rooms. A runner-proportioned or larger rug keeps them from feeling like hallways.
- **High-rise condos** on the Gold Coast and in Streeterville get strong sun through floor-to-ceiling glass. We choose fade-resistant wool and pull the palette from the view.
- **Converted lofts** in Bucktown, the West Loop and Printer's Row need rugs to create separate areas in one large room.
- **Prairie-style and Victorian homes** in Oak Park and Evanston reward rugs with restrained, horizontal patterns and earthy colors that respect the architecture.

## How to choose staging rugs that pay off

If you're staging on your own, a few rules cover most of the ground:

- **Go bigger than you think.** In a living room, at least the front legs of every seat should sit on the rug.
- **Stay neutral, not blank.** Soft, warm neutrals with some texture photograph better than flat beige or bright patterns.
- **Choose natural fibers.** Wool and wool blends look better in person, age well and come with you to the next house.
- **Use a proper pad.** It stops rugs from shifting during showings and makes floors feel more solid underfoot.

## Run your own numbers

You can try different list prices, rug budgets and timelines on our **Proof & ROI** page, where the results update as you move the sliders. If you'd like a projection built for your home, book a free 30-minute AI Rug Fit Consultation. Send us a few room photos, and we'll extract your color palette, suggest sizes and prepare an ROI projection. Our consultancy is free with rug orders, and we supply rugs at minimum supplier prices.
`;

const syntheticRugsPetHealth = `Pets live closer to the floor than we do. Dogs and cats lie on rugs for hours, groom their paws after walking across them, and sometimes chew on the corners. That makes the materials in a rug more relevant to an animal than to most of the people in the house.

This article is a review of rug materials, not veterinary advice. We're a rug consultancy, and our job is to understand what goes into the rugs we recommend. If your pet has allergies, breathing problems or a habit of eating things they shouldn't, please talk to your veterinarian, and bring them this list if it helps.

## Why rug materials matter for pets

Most of the rugs sold in the United States today are made of synthetic fibers such as polypropylene (olefin), polyester and nylon. They're inexpensive and easy to produce in any color, and many are sold with factory-applied stain or water repellents. None of that makes them dangerous by default. But three issues come up again and again when we review synthetic rugs for homes with animals:

- chemical stain and water treatments, particularly PFAS;
- volatile organic compounds (VOCs) released by new rugs, backings and adhesives;
- fibers that shed from the rug and end up being swallowed.

## PFAS stain treatments

PFAS (per- and polyfluoroalkyl substances) are a large family of chemicals used to make textiles repel stains, oil and water. They break down very slowly, which is why they are often called "forever chemicals," and several US states have begun restricting intentionally added PFAS in rugs and carpets.

For pets, the concern is contact and ingestion. A treated rug is where a dog sleeps, and what a cat licks off its paws. Research on exactly how much PFAS moves from a rug to an animal is still developing, so we don't make claims beyond the basics: **if you can avoid a PFAS stain treatment, we think you should.** Wool's natural lanolin gives it real soil resistance without an added chemical finish.

## VOC off-gassing

That "new rug smell" is mostly VOCs escaping from synthetic fibers, latex backings, dyes and adhesives. Emissions are usually highest in the first days and weeks after a rug is unrolled and then fall off. Animals spend that time with their noses a few inches from the surface.

Practical steps help a great deal:

1. Unroll a new rug in a garage or a well-ventilated room for a few days before bringing it in.
2. Keep windows open and run fans during the first week.
3. Prefer rugs without synthetic latex backings, or with a natural rubber or felt pad instead.

## Microplastic ingestion

Synthetic rugs shed fibers, especially when they're new, heavily used or vacuumed often. Those fibers are plastic. One estimate we cite on our Health & Pets page puts the number of microplastic fibers a pet may ingest at **137,000-240,000 fibers a year** from household sources, with carpets and rugs among the contributors.

> We treat that range as a reason for care, not alarm. The science on what microplastics do inside animals is young, and honest reviewers should say so.

What we can say is that a natural-fiber rug sheds natural fibers. Wool, cotton, jute and sisal aren't harmless to swallow in large amounts, but they don't add plastic to the mix.

## Natural fibers worth considering

Each natural fiber has strengths and trade-offs, and the right choice depends on your pet and your room:

- **Wool.** Durable, springy and naturally soil-resistant thanks to lanolin. It's also naturally flame resistant and hides wear well. Undyed or low-impact-dyed wool is our usual starting point for homes with dogs.
- **Organic cotton.** Flatweaves and dhurries in organic cotton are soft, light and often washable in smaller sizes. They're a good fit for puppies, older pets and homes where accidents happen.
- **Jute and sisal.** Plant fibers with a handsome, textured look and no added plastic. They're coarse, though, and they water-spot, so we don't recommend them where accidents are likely. Some cats also treat sisal as a scratching post.

## Certifications, and what they mean

Labels can help, as long as you know what each one covers:

- **OEKO-TEX Standard 100** tests the finished textile and its components for a list of harmful substances. It's a good sign about what's in the product, but it doesn't mean the product is organic.
- **GOTS (Global Organic Textile Standard)** covers organic fiber content and sets environmental and social criteria for processing. It applies to natural fibers like cotton and wool.
- **Made Safe** screens product ingredients against lists of substances known or suspected to be harmful to people, animals and ecosystems.

A certificate is only as useful as its scope. We check that it covers the specific product, not just the brand, and that it is current. A rug without a certificate is not automatically unsafe, and a certified one isn't automatically right for your dog.

## Do choose, and avoid

**Do choose:**

- Wool, organic cotton, jute or sisal, matched to your pet's habits.
- Rugs with no added stain or water-repellent finish, or with a supplier's written confirmation that none was used.
- Natural rubber or felt rug pads.
- Low, dense pile that doesn't snag claws.

**Avoid, where you can:**

- Rugs sold as "stain-proof" without saying how that's achieved.
- Strong chemical odors that last more than a few days.
- Loose, shaggy synthetic piles that shed and that pets like to chew.
- Unlabeled synthetic backings in rooms where pets sleep.

## How our pet-safe material reviews work

When you ask us to review a rug, we request the supplier's material declarations, confirm any certificates are current and apply to that product, and note fiber, dye, finish and backing. If you want more certainty, we can guide you through independent lab testing for PFAS and VOCs. You'll receive a written summary in plain language.

The pet-safe notes on our product pages come from this review. They are **material review notes, not a certification**, and we word them that way on purpose.

## The bottom line

You don't need to throw out every synthetic rug in the house. But when you're buying a new one for a room your pet lives in, choosing natural fibers without chemical stain treatments is a simple, sensible step. If you'd like help, book a free 30-minute consultation and we'll review the options with you, and your vet can tell you what matters most for your particular animal.
`;

export const seedBlogPosts: SeedBlogPost[] = [
  {
    title: 'Do Rugs Increase Home Value? What Chicago Sellers Should Know',
    slug: 'do-rugs-increase-home-value',
    author: 'Jacobs Rug Consultancy',
    excerpt:
      'Rugs never appear on an appraisal, yet they change how buyers see a home. Here is how we project the return on staging rugs, with a worked Chicago example you can check yourself.',
    content: doRugsIncreaseHomeValue,
    category: 'Investment',
    imageUrl: '/images/blog/do-rugs-increase-home-value.svg',
    readingTime: '8 min',
    published: true,
    publishedAt: '2025-10-02T14:00:00.000Z',
    seoTitle: 'Do Rugs Increase Home Value? A Guide for Chicago Sellers',
    seoDescription:
      'How staging rugs affect sale price and days on market in Chicago, with a worked ROI example: $5,000 in rugs on a $450,000 home projects roughly a 207% return.',
    featured: true,
  },
  {
    title: 'Synthetic Rugs and Pet Health: A Careful Look at the Materials',
    slug: 'synthetic-rugs-pet-health',
    author: 'Jacobs Rug Consultancy',
    excerpt:
      'PFAS stain treatments, VOC off-gassing and shed microplastic fibers are worth understanding if your dog or cat lives on your rugs. A calm, material-by-material review.',
    content: syntheticRugsPetHealth,
    category: 'Health & Pets',
    imageUrl: '/images/blog/synthetic-rugs-pet-health.svg',
    readingTime: '10 min',
    published: true,
    publishedAt: '2025-10-02T15:00:00.000Z',
    seoTitle: 'Synthetic Rugs and Pet Health: PFAS, VOCs and Microplastics',
    seoDescription:
      'A calm review of synthetic rug materials for pet owners: PFAS stain treatments, VOCs, microplastic fibers, natural alternatives and what certifications cover.',
    featured: true,
  },
];
