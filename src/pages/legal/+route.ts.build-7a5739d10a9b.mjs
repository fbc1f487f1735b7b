// src/content/markdown.ts
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
var UNSAFE_SCHEME = /^\s*(javascript|data|vbscript):/i;
var EVENT_HANDLER = /\son[a-z]+\s*=/i;
var parser = unified().use(remarkParse).use(remarkGfm);
var toHtml = unified().use(remarkRehype).use(rehypeSlug).use(externalLinkAttributes).use(rehypeStringify).freeze();
function externalLinkAttributes() {
  return (tree) => {
    visitElements(tree, (el) => {
      var _a;
      if (el.tagName === "pre") el.properties.tabIndex = 0;
      const target = (_a = el.properties) == null ? void 0 : _a.href;
      if (el.tagName === "a" && typeof target === "string" && /^https?:\/\//.test(target)) {
        el.properties.target = "_blank";
        el.properties.rel = ["noopener", "noreferrer"];
      }
    });
  };
}
function visitElements(node, fn) {
  for (const child of node.children) {
    if (child.type === "element") {
      fn(child);
      visitElements(child, fn);
    }
  }
}
function walkMdast(node, fn) {
  if (node.type !== "root") fn(node);
  if ("children" in node) for (const child of node.children) walkMdast(child, fn);
}
function renderMarkdown(markdown, file, bodyLine) {
  const problems = [];
  const links = [];
  const images = [];
  let words = 0;
  const tree = parser.parse(markdown);
  const at = (n) => {
    var _a, _b;
    return {
      line: (((_a = n.position) == null ? void 0 : _a.start.line) ?? 1) + bodyLine - 1,
      column: ((_b = n.position) == null ? void 0 : _b.start.column) ?? 1
    };
  };
  const problem = (n, message) => problems.push({ file, ...at(n), field: "body", message });
  walkMdast(tree, (node) => {
    switch (node.type) {
      case "html": {
        const raw = node.value;
        if (/<\s*script/i.test(raw)) problem(node, "contains a raw <script> tag. Scripts are not allowed in content; remove it.");
        else if (EVENT_HANDLER.test(raw)) problem(node, "contains an event-handler attribute (on\u2026=). Remove it: content may not run code.");
        else problem(node, "contains raw HTML. Use Markdown instead (## headings, **bold**, [text](/link), lists).");
        break;
      }
      case "heading":
        if (node.depth === 1) problem(node, "uses a level-1 heading (# ). The title is the page\u2019s only h1: use ## for sections.");
        break;
      case "link":
      case "definition":
      case "image": {
        const ref = { url: node.url, ...at(node), field: "body" };
        if (UNSAFE_SCHEME.test(node.url)) problem(node, `links to "${node.url.slice(0, 40)}": javascript:, data: and vbscript: links are not allowed.`);
        else if (node.type === "image") images.push(ref);
        else links.push(ref);
        break;
      }
      case "text":
      case "inlineCode":
      case "code":
        words += node.value.split(/\s+/).filter(Boolean).length;
        break;
    }
  });
  const hast = toHtml.runSync(tree);
  const anchors = [];
  visitElements(hast, (el) => {
    var _a;
    if (typeof ((_a = el.properties) == null ? void 0 : _a.id) === "string") anchors.push(el.properties.id);
  });
  return { html: toHtml.stringify(hast), anchors, links, images, problems, words };
}

// src/content/problems.ts
function formatFieldPath(path3) {
  let out = "";
  for (const key of path3) {
    if (typeof key === "number") out += `[${key}]`;
    else out += out === "" ? String(key) : `.${String(key)}`;
  }
  return out;
}
function formatProblem(p) {
  const where = `${p.file}:${p.line}:${p.column}`;
  return p.field ? `${where} ${p.field}: ${p.message}` : `${where} ${p.message}`;
}
function sortProblems(problems) {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column
  );
}

// src/content/schemas/common.ts
import { z } from "zod";
var linkFields = z.registry();
var imageFields = z.registry();
function text(description, opts = {}) {
  return z.string().trim().min(opts.min ?? 1).max(opts.max ?? 300).describe(description);
}
function longText(description, max = 2e3) {
  return text(description, { max });
}
var COLORS = ["blue", "violet", "emerald", "amber", "rose", "cyan"];
function color(description = "Accent colour of the card, one of the theme colours.") {
  return z.enum(COLORS).describe(description);
}
var UNSAFE_SCHEME2 = /^\s*(javascript|data|vbscript):/i;
function href(description) {
  const schema = z.string().trim().min(1).refine((v) => !UNSAFE_SCHEME2.test(v), { message: "must not use a javascript:, data: or vbscript: link." }).refine((v) => /^(\/|#|https:\/\/|mailto:|tel:)/.test(v), {
    message: 'must start with "/" (a page of this site), "#", "https://", "mailto:" or "tel:".'
  }).describe(description);
  linkFields.add(schema, { kind: "link" });
  return schema;
}
function externalUrl(description) {
  return z.string().trim().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, { message: "must be a full https:// address." }).describe(description);
}
function image(description) {
  const schema = z.string().trim().regex(/^\/images\/[a-z0-9/_.-]+\.(svg|png|jpe?g|webp|avif)$/, {
    message: "must be a path like /images/folder/name.svg (lower case, no spaces; svg, png, jpg, webp or avif)."
  }).describe(description);
  imageFields.add(schema, { kind: "image" });
  return schema;
}
function isoDate(description) {
  return z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "must be a date written YYYY-MM-DD, e.g. 2025-01-15.", abort: true }).refine(
    (v) => {
      const d = /* @__PURE__ */ new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
    },
    { message: "is not a real calendar date." }
  ).describe(description);
}
var slug = (description) => z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  message: "must be lower-case words joined by hyphens, e.g. spa-wellness."
}).describe(description);
var keywords = z.array(text("One search keyword or phrase.", { max: 60 })).max(15).describe("Search keywords for the meta keywords tag (optional, up to 15).").optional();
var seo = z.strictObject({
  title: text("Browser tab and search-result title of the page (about 30\u201360 characters).", { max: 70 }),
  description: text("Meta description shown under the title in search results (about 70\u2013160 characters).", {
    min: 50,
    max: 170
  }),
  keywords
}).describe("What search engines and link previews show for this page.");
var cta = z.strictObject({
  label: text("Text on the button.", { max: 40 }),
  href: href("Where the button goes: a page path such as /contact, or an anchor such as /#faq.")
}).describe("A call-to-action button: its label and where it leads.");
var stat = z.strictObject({
  value: text('The figure as shown, e.g. "50+" or "24/7".', { max: 12 }),
  label: text('Short label under the figure, e.g. "Businesses Transformed".', { max: 40 }),
  description: text("One short sentence that explains the figure.", { max: 140 }).optional()
}).describe("A headline figure: value, label and an optional explanation.");
var sectionHeading = z.strictObject({
  eyebrow: text("Small label above the heading (optional).", { max: 40 }).optional(),
  title: text("Heading of the section.", { max: 90 }),
  intro: text("One or two sentences under the heading.", { max: 300 }).optional()
}).describe("Heading block of a page section.");

// src/content/schemas/case-study.ts
import { z as z2 } from "zod";
var FIELD_TYPES = ["text", "date", "time", "select", "number", "textarea"];
var block = (what) => z2.strictObject({
  title: text(`Heading of the ${what} section.`, { max: 80 }),
  text: text(`Paragraph of the ${what} section.`, { max: 900 }),
  points: z2.array(text("One bullet point.", { max: 200 })).max(8).describe(`Bullet points of the ${what} section.`).default([])
}).describe(`The ${what} section.`);
var caseStudySchema = z2.strictObject({
  slug: slug("The industry this case study belongs to; must match a slug in content/industries.yaml with status case-study."),
  seo,
  hero: z2.strictObject({
    eyebrow: text('Small label above the title, e.g. "Case Study \xB7 Restaurants".', { max: 60 }),
    title: text("Title of the case study (the page\u2019s h1).", { max: 90 }),
    text: text("Paragraph under the title.", { max: 400 }),
    claims: z2.array(stat).min(1).max(4).describe("Headline results, e.g. 48hrs launch, 70% less manual work.")
  }).describe("Top of the case study page."),
  image: image("Illustration of the project (960\xD7540)."),
  imageAlt: text("Description of the illustration for screen readers.", { max: 160 }),
  widget: z2.strictObject({
    title: text('Heading of the widget preview, e.g. "Reserve a Table".', { max: 60 }),
    intro: text("One sentence introducing the preview.", { max: 200 }),
    fields: z2.array(
      z2.strictObject({
        label: text('Label of the field, e.g. "Party size".', { max: 40 }),
        type: z2.enum(FIELD_TYPES).describe(`Kind of input, one of: ${FIELD_TYPES.join(", ")}.`),
        options: z2.array(text("One choice.", { max: 40 })).max(10).describe("Choices of a select field.").optional(),
        placeholder: text("Example value shown in the field.", { max: 60 }).optional()
      }).describe("A field of the widget preview.")
    ).min(1).max(8).describe("Fields of the widget preview, in order."),
    button: text("Text of the widget\u2019s button.", { max: 30 }),
    note: text("Small print saying the preview sends nothing.", { max: 120 })
  }).describe("A non-working preview of the widget built for the client."),
  offers: z2.strictObject({
    title: text("Heading of the price list.", { max: 60 }),
    items: z2.array(
      z2.strictObject({
        name: text("Name of the treatment or package.", { max: 60 }),
        minutes: z2.number().int().positive().max(600).describe("Duration in minutes."),
        price: z2.number().positive().max(1e5).describe("Price in US dollars, e.g. 120.")
      }).describe("One priced offer.")
    ).min(1).max(12).describe("The priced offers.")
  }).describe("Optional price list (e.g. spa treatments).").optional(),
  challenge: block("challenge"),
  solution: block("solution"),
  techStack: z2.strictObject({
    title: text("Heading of the tech stack section.", { max: 60 }),
    items: z2.array(
      z2.strictObject({
        name: text("Technology or building block.", { max: 40 }),
        purpose: text("What it does in this project.", { max: 120 })
      }).describe("A part of the tech stack.")
    ).min(1).max(10).describe("Technologies used.")
  }).describe("The tech stack section."),
  results: z2.strictObject({
    title: text("Heading of the results section.", { max: 60 }),
    items: z2.array(stat).min(1).max(6).describe("Measured results.")
  }).describe("The results section."),
  closing: z2.strictObject({
    title: text("Heading of the call to action.", { max: 90 }),
    text: text("Paragraph of the call to action.", { max: 300 }),
    cta
  }).describe("Call to action at the end of the case study."),
  liveDemo: z2.strictObject({
    label: text("Text of the link to the live demo.", { max: 40 }),
    url: externalUrl("Full https:// address of the live demo (opens in a new tab).")
  }).describe("External live demo of the project.")
}).describe("An industry case study.");

// src/content/schemas/home.ts
import { z as z3 } from "zod";
var homeSchema = z3.strictObject({
  seo,
  hero: z3.strictObject({
    eyebrow: text("Small label above the headline.", { max: 60 }),
    title: text("Main headline of the site (the page\u2019s only h1).", { max: 90 }),
    highlight: text("Part of the headline shown in the accent colour; must appear in the title.", { max: 40 }),
    text: text("Paragraph under the headline.", { max: 320 }),
    claims: z3.array(text('A short claim with a figure, e.g. "40-70% cost reduction".', { max: 40 })).min(1).max(4).describe("Short claims under the paragraph."),
    primaryCta: cta,
    secondaryCta: z3.strictObject({ label: text("Text of the button that scrolls to the industries section.", { max: 30 }) }).describe('The "Explore More" button.'),
    trustLine: text('Line under the buttons, e.g. "Trusted by 50+ businesses".', { max: 80 }),
    rating: text('Reviews line, e.g. "4.9/5 from 47+ reviews".', { max: 60 }),
    stats: z3.array(stat).min(2).max(4).describe("Figures in the hero card, e.g. 24/7, 3x, 300%+, 95%."),
    imageAlt: text("Description of the hero illustration for screen readers.", { max: 160 })
  }).describe("The first screen of the home page."),
  proof: z3.strictObject({
    heading: sectionHeading,
    stats: z3.array(stat).min(2).max(4).describe("Figures of the stats strip."),
    badges: z3.array(text('A compliance badge, e.g. "SOC 2".', { max: 20 })).max(5).describe("Security and compliance badges."),
    toolsTitle: text("Heading above the scrolling strip of tool logos.", { max: 60 })
  }).describe("Stats, badges and the tools strip."),
  services: z3.strictObject({ heading: sectionHeading, cardCta: text("Text of the link on each service card.", { max: 30 }) }).describe("The services section."),
  industries: z3.strictObject({ heading: sectionHeading, cardCta: text("Text of the link on each industry card.", { max: 30 }) }).describe("The industries section."),
  roi: z3.strictObject({
    heading: sectionHeading,
    labels: z3.strictObject({
      employees: text("Label of the employees slider.", { max: 60 }),
      wage: text("Label of the hourly wage slider.", { max: 60 }),
      hours: text("Label of the weekly hours slider.", { max: 80 }),
      annualCost: text("Label of the current annual cost result.", { max: 40 }),
      savings: text("Label of the potential annual savings result.", { max: 40 }),
      monthlyRoi: text("Label of the monthly ROI result.", { max: 40 })
    }).describe("Labels of the calculator\u2019s sliders and results."),
    note: text("Small print under the results explaining the 70% assumption.", { max: 200 }),
    cta
  }).describe("The ROI calculator section."),
  testimonials: z3.strictObject({ heading: sectionHeading, moreCta: cta }).describe('The testimonials section; moreCta is the "Read More Reviews" button.'),
  faq: z3.strictObject({ heading: sectionHeading, callPrompt: text('Line before the phone link, e.g. "Still have questions? Call us at".', { max: 80 }), cta }).describe("The FAQ section."),
  closing: z3.strictObject({
    title: text("Heading of the closing call to action.", { max: 90 }),
    text: text("Paragraph of the closing call to action.", { max: 300 }),
    cta,
    callPrompt: text("Line before the phone link.", { max: 80 })
  }).describe("The closing call to action at the bottom of the home page.")
}).describe("The home page.");

// src/content/schemas/markdown.ts
import { z as z4 } from "zod";
var postSchema = z4.strictObject({
  title: text("Title of the article (its h1 and browser title).", { max: 90 }),
  description: text("Meta description for search results (about 70\u2013160 characters).", { min: 50, max: 170 }),
  excerpt: text("Teaser on the blog card (one or two sentences).", { max: 260 }),
  date: isoDate("Publication date, written YYYY-MM-DD."),
  readTime: z4.number().int().min(1).max(90).describe("Reading time in whole minutes."),
  category: text("Category shown on the article.", { max: 40 }),
  cardCategory: text("Category shown on the blog card (often shorter).", { max: 40 }),
  image: image("Hero illustration of the article (1200\xD7630)."),
  imageAlt: text("Description of the hero illustration for screen readers.", { max: 200 }),
  color: color("Accent colour of the article, one of the theme colours."),
  keywords,
  previous: slug("File name (without .md) of the previous article, or null.").nullable().default(null),
  next: slug("File name (without .md) of the next article, or null to link back to the blog.").nullable().default(null),
  cta: z4.strictObject({
    heading: text("Heading of the call to action at the end of the article.", { max: 80 }),
    text: text("Sentence inviting the reader to a free consultation.", { max: 300 })
  }).describe("Call to action at the end of the article."),
  tldr: text("Short summary shown in a TL;DR box at the top, or null.", { max: 500 }).nullable().default(null),
  draft: z4.boolean().default(false).describe("true keeps the article out of the live site, the sitemap and the feed.")
}).describe("A blog article.");
var legalSchema = z4.strictObject({
  title: text("Title of the policy (its h1 and browser title).", { max: 70 }),
  description: text("Meta description for search results (about 70\u2013160 characters).", { min: 50, max: 170 }),
  updated: isoDate("Date of the last change, written YYYY-MM-DD.")
}).describe("A legal page.");

// src/content/schemas/offerings.ts
import { z as z5 } from "zod";
var ICONS = ["workflow", "voice", "chat", "calendar", "megaphone", "cloud", "utensils", "hotel", "health", "home", "leaf", "shield", "cart"];
var card = (kind) => z5.strictObject({
  slug: slug(`Last part of the ${kind} page address, e.g. ${kind === "service" ? "voice-agents for /services/voice-agents" : "restaurants for /industries/restaurants"}.`),
  title: text(`Name of the ${kind}.`, { max: 50 }),
  description: text("Two sentences shown on the card.", { max: 240 }),
  benefits: z5.array(text("A short benefit.", { max: 60 })).length(3).describe("Exactly three short benefits listed on the card."),
  icon: z5.enum(ICONS).describe(`Icon drawn on the card, one of: ${ICONS.join(", ")}.`),
  color: color(),
  status: z5.enum(kind === "service" ? ["coming-soon"] : ["case-study", "coming-soon"]).describe(
    kind === "service" ? "Page state: coming-soon (a placeholder page, hidden from search engines)." : "Page state: case-study (a full page from content/case-studies/<slug>.yaml) or coming-soon (a placeholder hidden from search engines)."
  ),
  ...kind === "industry" ? { inMenu: z5.boolean().default(true).describe("Show this industry in the header dropdown and on the home page.") } : {}
}).describe(`A ${kind} card.`);
var overview = (kind) => z5.strictObject({
  seo,
  heading: sectionHeading,
  notice: text("Notice on the overview page, e.g. that detailed pages are being developed.", { max: 200 }),
  comingSoon: z5.strictObject({
    label: text('Text shown on placeholder pages, e.g. "Coming soon...".', { max: 40 }),
    text: text("Sentence under it inviting the visitor to get in touch meanwhile.", { max: 200 }),
    cta
  }).describe("What placeholder pages show."),
  items: z5.array(card(kind)).min(1).max(20).describe(`The ${kind} cards, in display order.`)
});
var servicesSchema = overview("service").describe("Services: the overview page and the service cards.");
var industriesSchema = overview("industry").describe("Industries: the overview page and the industry cards.");

// src/content/schemas/pages.ts
import { z as z6 } from "zod";
var aboutSchema = z6.strictObject({
  seo,
  title: text("Heading of the about page (its h1).", { max: 80 }),
  intro: text("Paragraph under the heading.", { max: 400 }),
  mission: z6.strictObject({ title: text("Heading of the mission.", { max: 60 }), text: text("The mission statement.", { max: 800 }) }).describe("The mission statement."),
  stats: z6.array(stat).length(4).describe("Exactly four headline figures."),
  values: z6.strictObject({
    heading: sectionHeading,
    items: z6.array(z6.strictObject({ title: text("Name of the value.", { max: 40 }), text: text("What it means in practice.", { max: 300 }) }).describe("A company value.")).length(4).describe("Exactly four values.")
  }).describe("The values section."),
  reviews: sectionHeading,
  cta
}).describe("The about page.");
var contactSchema = z6.strictObject({
  seo,
  title: text("Heading of the contact page (its h1).", { max: 80 }),
  intro: text("Paragraph under the heading.", { max: 300 }),
  form: z6.strictObject({
    title: text('Heading of the form, e.g. "Send us a message".', { max: 60 }),
    labels: z6.strictObject({
      firstName: text("Label of the first name field.", { max: 40 }),
      lastName: text("Label of the last name field.", { max: 40 }),
      email: text("Label of the e-mail field.", { max: 40 }),
      phone: text("Label of the phone field.", { max: 40 }),
      message: text("Label of the message field.", { max: 60 })
    }).describe("Labels of the form fields."),
    messagePlaceholder: text("Prompt inside the message box.", { max: 100 }),
    submit: text("Text of the submit button.", { max: 30 }),
    submitting: text("Text of the submit button while sending.", { max: 30 }),
    failure: text("Alert shown when sending failed.", { max: 200 }),
    successTitle: text("Title of the thank-you dialog.", { max: 40 }),
    successText: text("Text of the thank-you dialog.", { max: 200 }),
    close: text("Text of the dialog\u2019s close button.", { max: 20 }),
    privacyNote: text("Line under the button about how the data is used.", { max: 200 })
  }).describe("The contact form."),
  getInTouch: z6.strictObject({
    title: text('Heading of the panel, e.g. "Get in touch".', { max: 40 }),
    phoneLabel: text("Label above the phone numbers.", { max: 30 }),
    emailLabel: text("Label above the e-mail address.", { max: 30 }),
    locationLabel: text("Label above the location.", { max: 30 }),
    hoursLabel: text("Label above the business hours.", { max: 30 })
  }).describe("The panel with contact details (values come from site.yaml)."),
  nextSteps: z6.strictObject({
    title: text('Heading of the list, e.g. "What happens next?".', { max: 60 }),
    items: z6.array(z6.strictObject({ title: text("Name of the step.", { max: 60 }), text: text("What happens in it.", { max: 200 }) }).describe("A step.")).length(3).describe("Exactly three steps.")
  }).describe("What happens after a visitor sends the form.")
}).describe("The contact page.");
var notFoundSchema = z6.strictObject({
  seo,
  code: text("Big code shown on the page.", { max: 5 }),
  title: text("Heading of the page (its h1).", { max: 60 }),
  text: text("Sentence under the heading.", { max: 200 }),
  home: text("Text of the link home.", { max: 30 }),
  back: text("Text of the back button.", { max: 30 }),
  servicesTitle: text("Heading above the list of services.", { max: 40 }),
  services: z6.array(z6.string().describe("A service slug from content/services.yaml.")).length(4).describe("Slugs of the four services listed."),
  industriesTitle: text("Heading above the list of industries.", { max: 40 }),
  industries: z6.array(z6.string().describe("An industry slug from content/industries.yaml.")).length(4).describe("Slugs of the four industries listed.")
}).describe("The 404 page.");
var blogIndexSchema = z6.strictObject({
  seo,
  heading: sectionHeading,
  author: text('Author label shown on every article, e.g. "Lakeshore AI Team".', { max: 60 }),
  postsPerPage: z6.number().int().min(3).max(60).describe("How many article cards one page of the blog shows before paginating."),
  readMore: text("Text of the link on each card.", { max: 30 }),
  backToBlog: text("Text of the link back to the blog.", { max: 30 }),
  previousLabel: text("Label of the link to the previous article.", { max: 30 }),
  nextLabel: text("Label of the link to the next article.", { max: 30 }),
  feedTitle: text("Title of the RSS feed.", { max: 80 }),
  cta
}).describe("The blog index and shared article labels.");

// src/content/schemas/people.ts
import { z as z7 } from "zod";
var testimonialsSchema = z7.strictObject({
  items: z7.array(
    z7.strictObject({
      name: text("Name of the client who gave the review.", { max: 60 }),
      role: text("Their job title.", { max: 60 }),
      company: text("Their company.", { max: 60 }),
      content: text("The review, in their words.", { max: 600 }),
      rating: z7.number().int().min(1).max(5).describe("Star rating from 1 to 5."),
      image: image("Portrait illustration (96\xD796).")
    }).describe("A client review.")
  ).min(1).max(30).describe("Client reviews; the first three appear on the home page, all of them on /about#reviews.")
}).describe("Client reviews.");
var faqsSchema = z7.strictObject({
  items: z7.array(
    z7.strictObject({
      question: text("The question, as a visitor would ask it.", { max: 160 }),
      answer: text("The answer shown when the question is opened (plain text).", { max: 1200 })
    }).describe("A question and its answer.")
  ).min(1).max(20).describe("Frequently asked questions, in display order; the first is open when the page loads.")
}).describe("Frequently asked questions.");
var toolsSchema = z7.strictObject({
  items: z7.array(
    z7.strictObject({
      name: text("Name of the tool (read by screen readers).", { max: 40 }),
      logo: image("Logo of the tool (160\xD748 SVG).")
    }).describe("A tool we work with.")
  ).min(1).max(12).describe("Logos in the scrolling tools strip.")
}).describe("Tools we work with.");

// src/content/schemas/site.ts
import { z as z8 } from "zod";
var phone = z8.strictObject({
  label: text('What the number is for, e.g. "Call or WhatsApp" or "Office".', { max: 40 }),
  display: text('The number as visitors read it, e.g. "+1 (312) 555-0142".', { max: 30 }),
  tel: z8.string().regex(/^\+[1-9]\d{6,14}$/, { message: "must be the number in international form: + and digits only, e.g. +13125550142." }).describe("The same number for tel: links: + and digits only, e.g. +13125550142."),
  whatsapp: z8.boolean().default(false).describe("true if the number also takes WhatsApp messages.")
}).describe("A phone number shown on the site.");
var WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
var time = (what) => z8.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "must be a 24-hour time like 09:00 or 18:00." }).describe(`${what} as a 24-hour time, e.g. 09:00.`);
var navItem = z8.strictObject({
  label: text("Text of the menu item.", { max: 30 }),
  href: href("Where the item leads, e.g. /blog or /#services."),
  activePrefix: z8.string().regex(/^\/[a-z0-9/-]*$/, { message: "must be a site path such as /services." }).describe("The item is marked as the current section on every page whose path starts with this (defaults to the href).").optional(),
  menu: z8.enum(["industries"]).describe('Set to "industries" to open a dropdown listing the industry pages.').optional()
}).describe("One item of the header menu.");
var footerLink = z8.strictObject({
  label: text("Text of the link.", { max: 40 }),
  href: href("Where the link leads: a page path or an anchor on the home page such as /#faq.")
}).describe("A link in the footer.");
var siteSchema = z8.strictObject({
  company: z8.strictObject({
    name: text("Company name as shown in the header, titles and footer.", { max: 40 }),
    legalName: text("Registered company name used in the legal pages and copyright line.", { max: 80 }),
    tagline: text("Footer tagline: one sentence about what the company does.", { max: 200 }),
    logo: image("Square logo mark shown next to the company name."),
    foundingYear: z8.number().int().min(1990).max(2100).describe("Year the company was founded.")
  }).describe("Who the company is."),
  seo: z8.strictObject({
    defaultTitle: text("Title of the home page and fallback title (a company-services title).", { max: 70 }),
    titleTemplate: z8.string().includes("%s", { message: "must contain %s where the page title goes." }).describe('How page titles are composed; %s is replaced by the page title, e.g. "%s | Lakeshore AI".'),
    defaultDescription: text("Fallback meta description (about 70\u2013160 characters).", { min: 50, max: 170 }),
    defaultImage: image("Image shown when a page is shared on social media (1200\xD7630)."),
    locale: z8.string().regex(/^[a-z]{2}_[A-Z]{2}$/, { message: "must look like en_US." }).describe("Language and region of the site, e.g. en_US."),
    twitterHandle: z8.string().regex(/^@\w{1,15}$/, { message: "must look like @name." }).describe("The company account on X/Twitter, e.g. @lakeshoreai.")
  }).describe("Defaults for titles, descriptions and link previews."),
  url: externalUrl("Canonical address of the live site without a trailing slash, e.g. https://www.example.com. The SITE_URL environment variable overrides it."),
  contact: z8.strictObject({
    email: z8.email({ message: "must be an e-mail address." }).describe("E-mail address shown on the site (the founder\u2019s inbox)."),
    phones: z8.array(phone).min(1).max(3).describe("Phone numbers shown on the site; the first is used in calls to action."),
    location: z8.strictObject({
      city: text("City, e.g. Chicago.", { max: 60 }),
      region: text("State or region, e.g. Illinois.", { max: 60 }),
      regionCode: z8.string().regex(/^[A-Z]{2}$/, { message: "must be a two-letter code such as IL." }).describe("Two-letter state code, e.g. IL."),
      country: z8.string().regex(/^[A-Z]{2}$/, { message: "must be a two-letter country code such as US." }).describe("Two-letter country code, e.g. US.")
    }).describe("Where the company is based."),
    hours: z8.strictObject({
      display: text('Business hours as visitors read them, e.g. "Monday \u2013 Friday, 9:00 AM \u2013 6:00 PM CST".', { max: 80 }),
      days: z8.array(z8.enum(WEEKDAYS)).min(1).describe(`Opening days, each one of: ${WEEKDAYS.join(", ")}.`),
      opens: time("Opening time"),
      closes: time("Closing time"),
      emergency: text('Line about out-of-hours support, e.g. "Emergency support available 24/7".', { max: 80 })
    }).describe("Business hours (also published to search engines)."),
    responseTime: text('Promised reply time for a contact request, e.g. "within 2 hours".', { max: 40 })
  }).describe("How visitors reach the company."),
  social: z8.array(
    z8.strictObject({
      network: z8.enum(["facebook", "twitter", "linkedin", "instagram"]).describe("Which network: facebook, twitter, linkedin or instagram."),
      label: text('Name of the network as read by screen readers, e.g. "LinkedIn".', { max: 30 }),
      url: externalUrl("Full https:// address of the company page on that network.")
    }).describe("A social media profile.")
  ).max(6).describe("Social media profiles linked in the footer."),
  header: z8.strictObject({
    items: z8.array(navItem).min(1).max(8).describe("Items of the header menu, in order."),
    cta
  }).describe("The sticky header."),
  footer: z8.strictObject({
    quickLinksTitle: text("Heading above the quick links.", { max: 40 }),
    quickLinks: z8.array(footerLink).max(10).describe("Links to sections of the home page."),
    legalLinks: z8.array(footerLink).max(6).describe("Links to the legal pages."),
    contactTitle: text("Heading above the contact details.", { max: 40 }),
    newsletter: z8.strictObject({
      title: text("Heading of the newsletter box.", { max: 60 }),
      text: text("One sentence on what subscribers get.", { max: 200 }),
      placeholder: text("Placeholder inside the e-mail field.", { max: 40 }),
      button: text("Text on the subscribe button.", { max: 20 }),
      success: text("Message shown after a successful sign-up.", { max: 160 }),
      failure: text("Message shown when the sign-up could not be saved.", { max: 160 })
    }).describe("The newsletter sign-up box."),
    cookieSettingsLabel: text("Text of the footer link that reopens the cookie choice.", { max: 40 }),
    copyright: text("Copyright line; {year} is replaced by the current year.", { max: 120 })
  }).describe("The footer."),
  cookieBanner: z8.strictObject({
    text: text("What the banner tells the visitor about cookies and local storage.", { max: 300 }),
    policyLinkLabel: text("Text of the link to the cookie policy.", { max: 40 }),
    accept: text("Text of the accept button.", { max: 20 }),
    decline: text("Text of the decline button.", { max: 20 })
  }).describe("The cookie consent banner."),
  analytics: z8.strictObject({
    googleTagId: z8.string().regex(/^G-[A-Z0-9]{4,12}$/, { message: "must be a Google Analytics measurement id like G-ABC123XYZ, or null." }).nullable().describe("Google Analytics measurement id (G-\u2026), or null for no analytics at all.")
  }).describe("Optional analytics; nothing loads before the visitor accepts."),
  skipLinkLabel: text("Text of the skip link that keyboard users see first.", { max: 40 })
}).describe("Site-wide settings.");

// src/content/source.ts
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
function parseYamlSource(file, text2, lineOffset = 0) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text2, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const pos = (offset) => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, column: col };
  };
  const syntaxErrors = doc.errors.map((e) => {
    const { line, column } = pos(e.pos[0]);
    return { line, column, message: `YAML syntax error: ${e.message.split("\n")[0]}` };
  });
  function locate(path3, opts = {}) {
    let node = doc.contents;
    let best = node && node.range ? node.range[0] : 0;
    for (let i = 0; i < path3.length; i++) {
      const key = path3[i];
      const last = i === path3.length - 1;
      if (isMap(node)) {
        const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(key));
        if (!pair) break;
        const keyNode = pair.key;
        if (last && opts.key && keyNode.range) return pos(keyNode.range[0]);
        const value = pair.value;
        if (value == null ? void 0 : value.range) best = value.range[0];
        else if (keyNode.range) best = keyNode.range[0];
        node = value;
      } else if (isSeq(node) && typeof key === "number") {
        const item = node.items[key];
        if (!(item == null ? void 0 : item.range)) break;
        best = item.range[0];
        node = item;
      } else break;
    }
    return pos(best);
  }
  const data = syntaxErrors.length ? void 0 : doc.toJS({ maxAliasCount: 100 });
  return { file, data, locate, syntaxErrors };
}
function splitFrontMatter(text2) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(text2);
  if (!match) return null;
  const frontMatter = match[1] ?? "";
  const bodyLine = match[0].split("\n").length - (match[0].endsWith("\n") ? 0 : 1) + 0;
  return { frontMatter, body: text2.slice(match[0].length), bodyLine };
}

// src/content/validate.ts
var WRAPPERS = /* @__PURE__ */ new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);
function def(schema) {
  return schema._zod.def;
}
function unwrapLayers(schema) {
  const layers = [schema];
  let current = schema;
  for (; ; ) {
    const d = def(current);
    const inner = WRAPPERS.has(d.type) ? d.innerType : d.type === "pipe" ? d.in : void 0;
    if (!inner) return layers;
    layers.push(inner);
    current = inner;
  }
}
function descriptionOf(schema) {
  for (const layer of unwrapLayers(schema)) {
    const text2 = layer.description;
    if (text2) return text2;
  }
  return void 0;
}
function schemaAt(schema, path3) {
  let current = schema;
  for (const key of path3) {
    if (!current) return void 0;
    const layers = unwrapLayers(current);
    const base = layers[layers.length - 1];
    const d = def(base);
    if (d.type === "object") current = d.shape[String(key)];
    else if (d.type === "array") current = d.element;
    else return void 0;
  }
  return current;
}
function objectKeys(schema) {
  if (!schema) return [];
  const layers = unwrapLayers(schema);
  const d = def(layers[layers.length - 1]);
  return d.type === "object" ? Object.keys(d.shape) : [];
}
var TYPE_NAMES = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
  null: "empty (null)",
  undefined: "missing"
};
function describeValue(input) {
  if (input === null) return "empty (null)";
  if (Array.isArray(input)) return "a list";
  if (typeof input === "object") return "a group of fields";
  if (typeof input === "number") return Number.isInteger(input) ? `the number ${input}` : `the number ${input}`;
  if (typeof input === "boolean") return String(input);
  if (typeof input === "string") return `the text "${input.length > 30 ? `${input.slice(0, 30)}\u2026` : input}"`;
  return typeof input;
}
function sizeOf(input) {
  if (typeof input === "string" || Array.isArray(input)) return input.length;
  return void 0;
}
function issueMessage(issue) {
  const input = issue.input;
  switch (issue.code) {
    case "invalid_type":
      if (input === void 0) return "is required.";
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}, not ${describeValue(input)}.`;
    case "too_small": {
      const min = Number(issue.minimum);
      const now = sizeOf(input);
      const tail = now === void 0 ? "" : ` (now ${now})`;
      if (issue.origin === "string") return min <= 1 ? "must not be empty." : `is too short: at least ${min} characters${tail}.`;
      if (issue.origin === "array")
        return issue.exact ? `must have exactly ${min} items${tail}.` : `needs at least ${min} item${min === 1 ? "" : "s"}${tail}.`;
      return `must be at least ${min}.`;
    }
    case "too_big": {
      const max = Number(issue.maximum);
      const now = sizeOf(input);
      const tail = now === void 0 ? "" : ` (now ${now})`;
      if (issue.origin === "string") return `is too long: at most ${max} characters${tail}.`;
      if (issue.origin === "array") return issue.exact ? `must have exactly ${max} items${tail}.` : `has too many items: at most ${max}${tail}.`;
      return `must be at most ${max}.`;
    }
    case "invalid_value": {
      const allowed = issue.values.map((v) => JSON.stringify(v)).join(", ");
      return `must be one of: ${allowed} (got ${JSON.stringify(input)}).`;
    }
    case "unrecognized_keys":
      return `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")}.`;
    default:
      return issue.message;
  }
}
function validateSource(schema, source) {
  const result = schema.safeParse(source.data, { reportInput: true });
  if (result.success) return { data: result.data, problems: [] };
  const problems = [];
  for (const issue of result.error.issues) {
    if (issue.code === "unrecognized_keys") {
      const parent = schemaAt(schema, issue.path);
      const allowed = objectKeys(parent).join(", ");
      for (const key of issue.keys) {
        const path3 = [...issue.path, key];
        problems.push({
          file: source.file,
          ...source.locate(path3, { key: true }),
          field: formatFieldPath(path3),
          message: `unknown field "${key}". Allowed fields here: ${allowed}. Check the spelling or remove it.`
        });
      }
      continue;
    }
    const fieldSchema = schemaAt(schema, issue.path);
    const hint = fieldSchema ? descriptionOf(fieldSchema) : void 0;
    problems.push({
      file: source.file,
      ...source.locate(issue.path),
      field: formatFieldPath(issue.path),
      message: hint ? `${issueMessage(issue)} Hint: ${hint}` : issueMessage(issue)
    });
  }
  return { data: void 0, problems };
}

// src/content/walk.ts
function findLinksAndImages(schema, data, path3 = [], out = []) {
  const layers = unwrapLayers(schema);
  if (typeof data === "string") {
    if (layers.some((l) => linkFields.has(l))) out.push({ kind: "link", path: path3, value: data });
    if (layers.some((l) => imageFields.has(l))) out.push({ kind: "image", path: path3, value: data });
    return out;
  }
  const def2 = layers[layers.length - 1]._zod.def;
  if (def2.type === "array" && Array.isArray(data)) data.forEach((item, i) => findLinksAndImages(def2.element, item, [...path3, i], out));
  if (def2.type === "object" && data && typeof data === "object") {
    for (const [key, child] of Object.entries(def2.shape)) {
      const value = data[key];
      if (value !== void 0) findLinksAndImages(child, value, [...path3, key], out);
    }
  }
  return out;
}

// src/content/load.ts
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
var DATA_FILES = {
  site: { file: "site.yaml", schema: siteSchema },
  home: { file: "home.yaml", schema: homeSchema },
  services: { file: "services.yaml", schema: servicesSchema },
  industries: { file: "industries.yaml", schema: industriesSchema },
  testimonials: { file: "testimonials.yaml", schema: testimonialsSchema },
  faqs: { file: "faqs.yaml", schema: faqsSchema },
  tools: { file: "tools.yaml", schema: toolsSchema },
  about: { file: "about.yaml", schema: aboutSchema },
  contact: { file: "contact.yaml", schema: contactSchema },
  notFound: { file: "not-found.yaml", schema: notFoundSchema },
  blog: { file: "blog.yaml", schema: blogIndexSchema }
};
var COLLECTION_DIRS = { caseStudies: "case-studies", posts: "blog", legal: "legal" };
function defaultContentDir() {
  return path.resolve(process.env.CONTENT_DIR ?? "content");
}
function displayPath(absolute) {
  const rel = path.relative(process.cwd(), absolute);
  return rel.startsWith("..") ? absolute : rel.split(path.sep).join("/");
}
function listFiles(dir, ext) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((f) => f.endsWith(ext) && !f.startsWith("_") && !f.startsWith(".")).sort();
}
function loadContent(contentDir = defaultContentDir()) {
  const problems = [];
  const links = [];
  const images = [];
  const data = {};
  let complete = true;
  const locators = /* @__PURE__ */ new Map();
  function check(schema, source) {
    locators.set(source.file, source.locate);
    if (source.syntaxErrors.length) {
      for (const e of source.syntaxErrors) problems.push({ file: source.file, line: e.line, column: e.column, field: "", message: e.message });
      return void 0;
    }
    const result = validateSource(schema, source);
    if (result.problems.length) {
      problems.push(...result.problems);
      return void 0;
    }
    for (const found of findLinksAndImages(schema, result.data)) {
      const ref = { file: source.file, url: found.value, field: formatFieldPath(found.path), ...source.locate(found.path) };
      (found.kind === "link" ? links : images).push(ref);
    }
    return result.data;
  }
  function readSource(abs) {
    if (!existsSync(abs)) {
      problems.push({ file: displayPath(abs), line: 1, column: 1, field: "", message: "file is missing. Restore it from Git or create it (see CONTENT.md)." });
      return void 0;
    }
    return readFileSync(abs, "utf8");
  }
  for (const [key, { file, schema }] of Object.entries(DATA_FILES)) {
    const abs = path.join(contentDir, file);
    const text2 = readSource(abs);
    const value = text2 === void 0 ? void 0 : check(schema, parseYamlSource(displayPath(abs), text2));
    if (value === void 0) complete = false;
    data[key] = value;
  }
  const caseStudies = [];
  for (const name of listFiles(path.join(contentDir, COLLECTION_DIRS.caseStudies), ".yaml")) {
    const file = displayPath(path.join(contentDir, COLLECTION_DIRS.caseStudies, name));
    const value = check(caseStudySchema, parseYamlSource(file, readFileSync(path.join(contentDir, COLLECTION_DIRS.caseStudies, name), "utf8")));
    if (value) caseStudies.push({ ...value, file });
    else complete = false;
  }
  function loadMarkdown(dir, name, schema) {
    const abs = path.join(contentDir, dir, name);
    const file = displayPath(abs);
    const text2 = readFileSync(abs, "utf8");
    const parts = splitFrontMatter(text2);
    if (!parts) {
      problems.push({ file, line: 1, column: 1, field: "", message: "has no front matter. Start the file with a --- line, the fields, and another --- line (see CONTENT.md)." });
      return void 0;
    }
    const frontMatter = check(schema, parseYamlSource(file, parts.frontMatter, 1));
    const rendered = renderMarkdown(parts.body, file, parts.bodyLine);
    problems.push(...rendered.problems);
    links.push(...rendered.links.map((l) => ({ ...l, file })));
    images.push(...rendered.images.map((l) => ({ ...l, file })));
    if (!frontMatter || rendered.problems.length) return void 0;
    const slug2 = name.replace(/\.md$/, "");
    return { ...frontMatter, slug: slug2, file, html: rendered.html, anchors: rendered.anchors, words: rendered.words };
  }
  const posts = [];
  for (const name of listFiles(path.join(contentDir, COLLECTION_DIRS.posts), ".md")) {
    const post = loadMarkdown(COLLECTION_DIRS.posts, name, postSchema);
    if (post) posts.push(post);
    else complete = false;
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  const legal = [];
  for (const name of listFiles(path.join(contentDir, COLLECTION_DIRS.legal), ".md")) {
    const page = loadMarkdown(COLLECTION_DIRS.legal, name, legalSchema);
    if (page) legal.push(page);
    else complete = false;
  }
  const content = complete ? { ...data, caseStudies, posts, legal } : void 0;
  const locate = (file, fieldPath) => {
    var _a;
    return ((_a = locators.get(file)) == null ? void 0 : _a(fieldPath, { key: true })) ?? { line: 1, column: 1 };
  };
  return { content, problems, links, images, contentDir, locate };
}
function publishedPosts(content, includeDrafts = process.env.INCLUDE_DRAFTS === "1") {
  return includeDrafts ? content.posts : content.posts.filter((p) => !p.draft);
}

// src/content/routes.ts
var ANCHORS = {
  everyPage: ["main"],
  home: ["home", "about", "services", "industries", "roi-calculator", "testimonials", "faq", "contact"],
  about: ["mission", "values", "reviews"],
  contact: ["contact-form", "next-steps"],
  caseStudy: ["demo", "challenge", "solution", "tech-stack", "results"],
  post: ["article-cta"]
};
var NOT_FOUND_PATH = "/404.html";
function blogPagePath(page) {
  return page <= 1 ? "/blog" : `/blog/page/${page}`;
}
function buildRouteTable(content) {
  var _a;
  const posts = publishedPosts(content);
  const anchors = (...lists) => [...ANCHORS.everyPage, ...lists.flat()];
  const routes = [
    { path: "/", kind: "home", indexable: true, anchors: anchors(ANCHORS.home) },
    { path: "/services", kind: "services", indexable: true, anchors: anchors() },
    ...content.services.items.map((s) => ({ path: `/services/${s.slug}`, kind: "service", slug: s.slug, indexable: false, anchors: anchors() })),
    { path: "/industries", kind: "industries", indexable: true, anchors: anchors() },
    ...content.industries.items.map(
      (i) => i.status === "case-study" ? { path: `/industries/${i.slug}`, kind: "case-study", slug: i.slug, indexable: true, anchors: anchors(ANCHORS.caseStudy) } : { path: `/industries/${i.slug}`, kind: "industry-coming-soon", slug: i.slug, indexable: false, anchors: anchors() }
    )
  ];
  const pageCount = Math.max(1, Math.ceil(posts.length / content.blog.postsPerPage));
  for (let page = 1; page <= pageCount; page++) {
    routes.push({ path: blogPagePath(page), kind: "blog", page, indexable: true, anchors: anchors(), lastmod: (_a = posts[0]) == null ? void 0 : _a.date });
  }
  for (const post of posts) {
    routes.push({ path: `/blog/${post.slug}`, kind: "post", slug: post.slug, indexable: true, anchors: anchors(ANCHORS.post, post.anchors), lastmod: post.date });
  }
  routes.push(
    { path: "/about", kind: "about", indexable: true, anchors: anchors(ANCHORS.about) },
    { path: "/contact", kind: "contact", indexable: true, anchors: anchors(ANCHORS.contact) }
  );
  for (const page of content.legal) {
    routes.push({ path: `/${page.slug}`, kind: "legal", slug: page.slug, indexable: true, anchors: anchors(page.anchors), lastmod: page.updated });
  }
  routes.push({ path: NOT_FOUND_PATH, kind: "not-found", indexable: false, anchors: anchors() });
  return routes;
}
function findRoute(routes, href2) {
  const clean = href2.split("#")[0].split("?")[0].replace(/(.)\/$/, "$1") || "/";
  return routes.find((r) => r.path === clean);
}

// src/content/crosscheck.ts
import { existsSync as existsSync2 } from "node:fs";
import path2 from "node:path";
function problemAt(ref) {
  return { file: ref.file, line: ref.line, column: ref.column, field: ref.field };
}
function defaultPublicDir() {
  return path2.resolve(process.env.PUBLIC_DIR ?? "public");
}
function duplicates(items, key) {
  const seen = /* @__PURE__ */ new Set();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return true;
    seen.add(k);
    return false;
  });
}
function crossCheck(result, publicDir = defaultPublicDir()) {
  const problems = [];
  const { content } = result;
  for (const ref of result.images) {
    if (!/^\/images\//.test(ref.url)) {
      problems.push({ ...problemAt(ref), message: `image "${ref.url}" must be a file under public/images, written as /images/\u2026.` });
      continue;
    }
    if (!existsSync2(path2.join(publicDir, decodeURIComponent(ref.url)))) {
      problems.push({ ...problemAt(ref), message: `image "${ref.url}" does not exist. Add the file to public${ref.url} or fix the path.` });
    }
  }
  if (!content) return problems;
  const fileOf = (name) => displayPath(path2.join(result.contentDir, name));
  problems.push(...checkEntries(content, positioner(result.locate), fileOf));
  const routes = buildRouteTable(content);
  problems.push(...checkLinks(result, routes));
  return problems;
}
function positioner(locate) {
  return (file, field = "") => {
    const fieldPath = [...field.matchAll(/[^.[\]]+/g)].map((m) => /^\d+$/.test(m[0]) ? Number(m[0]) : m[0]);
    return { file, ...locate(file, fieldPath), field };
  };
}
function checkEntries(content, at, fileOf) {
  const problems = [];
  for (const [collection, items] of [
    ["services", content.services.items],
    ["industries", content.industries.items]
  ]) {
    for (const dup of duplicates([...items], (i) => i.slug)) {
      const index = items.findLastIndex((i) => i.slug === dup.slug);
      problems.push({ ...at(fileOf(`${collection}.yaml`), `items[${index}].slug`), message: `slug "${dup.slug}" is used twice. Every ${collection === "services" ? "service" : "industry"} needs its own slug.` });
    }
  }
  const caseStudyIndustries = new Set(content.industries.items.filter((i) => i.status === "case-study").map((i) => i.slug));
  for (const study of content.caseStudies) {
    const fileSlug = path2.basename(study.file, ".yaml");
    if (study.slug !== fileSlug) problems.push({ ...at(study.file, "slug"), message: `is "${study.slug}" but the file is named ${fileSlug}.yaml. Rename the file or fix the slug.` });
    if (!caseStudyIndustries.has(study.slug))
      problems.push({ ...at(study.file, "slug"), message: `"${study.slug}" is not an industry with status case-study in content/industries.yaml.` });
  }
  for (const slug2 of caseStudyIndustries) {
    const index = content.industries.items.findIndex((i) => i.slug === slug2);
    if (!content.caseStudies.some((s) => s.slug === slug2))
      problems.push({ ...at(fileOf("industries.yaml"), `items[${index}].status`), message: `industry "${slug2}" has status case-study but content/case-studies/${slug2}.yaml does not exist.` });
  }
  const serviceSlugs = new Set(content.services.items.map((s) => s.slug));
  const industrySlugs = new Set(content.industries.items.map((i) => i.slug));
  content.notFound.services.forEach((s, i) => {
    if (!serviceSlugs.has(s)) problems.push({ ...at(fileOf("not-found.yaml"), `services[${i}]`), message: `"${s}" is not a service slug. Allowed: ${[...serviceSlugs].join(", ")}.` });
  });
  content.notFound.industries.forEach((s, i) => {
    if (!industrySlugs.has(s)) problems.push({ ...at(fileOf("not-found.yaml"), `industries[${i}]`), message: `"${s}" is not an industry slug. Allowed: ${[...industrySlugs].join(", ")}.` });
  });
  const { hero } = content.home;
  if (!hero.title.includes(hero.highlight))
    problems.push({ ...at(fileOf("home.yaml"), "hero.highlight"), message: `"${hero.highlight}" does not appear in hero.title. The highlight must be part of the headline.` });
  problems.push(...checkArticleChain(content, at));
  return problems;
}
function checkArticleChain(content, at) {
  const problems = [];
  const bySlug = new Map(content.posts.map((p) => [p.slug, p]));
  for (const post of content.posts) {
    for (const [field, opposite] of [
      ["next", "previous"],
      ["previous", "next"]
    ]) {
      const target = post[field];
      if (!target) continue;
      const other = bySlug.get(target);
      if (!other) {
        problems.push({ ...at(post.file, field), message: `"${target}" is not an article. Use the file name of a post in content/blog without .md, or null.` });
      } else if (other[opposite] !== post.slug) {
        problems.push({
          ...at(post.file, field),
          message: `points to "${target}", but ${other.file} has ${opposite}: ${other[opposite] ?? "null"}. Both articles must point at each other.`
        });
      } else if (other.draft && !post.draft) {
        problems.push({ ...at(post.file, field), message: `points to the draft "${target}", which is left out of the live site. Publish it or change ${field}.` });
      }
    }
  }
  return problems;
}
function checkLinks(result, routes) {
  const problems = [];
  for (const ref of result.links) {
    const { url } = ref;
    if (!url.startsWith("/") && !url.startsWith("#")) continue;
    if (url.startsWith("//")) {
      problems.push({ ...problemAt(ref), message: `link "${url}" is protocol-relative. Write https://\u2026 for other sites or /path for this one.` });
      continue;
    }
    const ownRoute = url.startsWith("#") ? routes.find((r) => r.kind === "post" && ref.file.endsWith(`/blog/${r.slug}.md`) || r.kind === "legal" && ref.file.endsWith(`/legal/${r.slug}.md`)) : void 0;
    const route2 = url.startsWith("#") ? ownRoute : findRoute(routes, url);
    if (!route2) {
      if (!url.startsWith("#")) problems.push({ ...problemAt(ref), message: `link "${url}" leads to no page of this site. Check the address against the site's pages (see CONTENT.md).` });
      continue;
    }
    const fragment = url.includes("#") ? decodeURIComponent(url.slice(url.indexOf("#") + 1)) : "";
    if (fragment && !route2.anchors.includes(fragment)) {
      problems.push({ ...problemAt(ref), message: `link "${url}" points at #${fragment}, which does not exist on ${route2.path}. Available: ${route2.anchors.map((a) => `#${a}`).join(", ")}.` });
    }
  }
  return problems;
}

// src/content/index.ts
function checkContent(contentDir = defaultContentDir(), publicDir = defaultPublicDir()) {
  const loaded = loadContent(contentDir);
  const problems = sortProblems([...loaded.problems, ...crossCheck(loaded, publicDir)]);
  const content = problems.length ? void 0 : loaded.content;
  return { content, routes: content ? buildRouteTable(content) : [], problems };
}
var ContentError = class extends Error {
  constructor(problems) {
    super(`The content has ${problems.length} problem${problems.length === 1 ? "" : "s"}:
${problems.map(formatProblem).join("\n")}`);
    this.problems = problems;
    this.name = "ContentError";
  }
  problems;
};
var cached;
function getContent() {
  if (cached) return cached;
  const { content, routes, problems } = checkContent();
  if (!content) throw new ContentError(problems);
  cached = { content, routes };
  return cached;
}

// src/pages/legal/+route.ts
function route(pageContext) {
  const slug2 = pageContext.urlPathname.slice(1);
  return getContent().content.legal.some((p) => p.slug === slug2) ? { routeParams: { slug: slug2 } } : false;
}
export {
  route as default
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vY29udGVudC9tYXJrZG93bi50cyIsICIuLi8uLi9jb250ZW50L3Byb2JsZW1zLnRzIiwgIi4uLy4uL2NvbnRlbnQvc2NoZW1hcy9jb21tb24udHMiLCAiLi4vLi4vY29udGVudC9zY2hlbWFzL2Nhc2Utc3R1ZHkudHMiLCAiLi4vLi4vY29udGVudC9zY2hlbWFzL2hvbWUudHMiLCAiLi4vLi4vY29udGVudC9zY2hlbWFzL21hcmtkb3duLnRzIiwgIi4uLy4uL2NvbnRlbnQvc2NoZW1hcy9vZmZlcmluZ3MudHMiLCAiLi4vLi4vY29udGVudC9zY2hlbWFzL3BhZ2VzLnRzIiwgIi4uLy4uL2NvbnRlbnQvc2NoZW1hcy9wZW9wbGUudHMiLCAiLi4vLi4vY29udGVudC9zY2hlbWFzL3NpdGUudHMiLCAiLi4vLi4vY29udGVudC9zb3VyY2UudHMiLCAiLi4vLi4vY29udGVudC92YWxpZGF0ZS50cyIsICIuLi8uLi9jb250ZW50L3dhbGsudHMiLCAiLi4vLi4vY29udGVudC9sb2FkLnRzIiwgIi4uLy4uL2NvbnRlbnQvcm91dGVzLnRzIiwgIi4uLy4uL2NvbnRlbnQvY3Jvc3NjaGVjay50cyIsICIuLi8uLi9jb250ZW50L2luZGV4LnRzIiwgIityb3V0ZS50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBNYXJrZG93biBib2RpZXMgKGJsb2cgcG9zdHMsIGxlZ2FsIHBhZ2VzKSBcdTIxOTIgSFRNTCwgd2l0aCB0aGUgY2hlY2tzIGFuIGVkaXRvciBuZWVkczpcbiAqIG5vIHJhdyBIVE1MIG9yIHNjcmlwdHMsIG5vIHVuc2FmZSBsaW5rIHNjaGVtZXMsIG5vIHNlY29uZCBoMTsgaW50ZXJuYWwgbGlua3MgYW5kIGhlYWRpbmdcbiAqIGlkcyBhcmUgY29sbGVjdGVkIGZvciB0aGUgY3Jvc3MtY2hlY2suXG4gKi9cbmltcG9ydCB0eXBlIHsgRWxlbWVudCwgUm9vdCBhcyBIYXN0Um9vdCB9IGZyb20gJ2hhc3QnO1xuaW1wb3J0IHR5cGUgeyBSb290IGFzIE1kYXN0Um9vdCwgUm9vdENvbnRlbnQgfSBmcm9tICdtZGFzdCc7XG5pbXBvcnQgcmVoeXBlU2x1ZyBmcm9tICdyZWh5cGUtc2x1Zyc7XG5pbXBvcnQgcmVoeXBlU3RyaW5naWZ5IGZyb20gJ3JlaHlwZS1zdHJpbmdpZnknO1xuaW1wb3J0IHJlbWFya0dmbSBmcm9tICdyZW1hcmstZ2ZtJztcbmltcG9ydCByZW1hcmtQYXJzZSBmcm9tICdyZW1hcmstcGFyc2UnO1xuaW1wb3J0IHJlbWFya1JlaHlwZSBmcm9tICdyZW1hcmstcmVoeXBlJztcbmltcG9ydCB7IHVuaWZpZWQgfSBmcm9tICd1bmlmaWVkJztcbmltcG9ydCB0eXBlIHsgUHJvYmxlbSB9IGZyb20gJy4vcHJvYmxlbXMudHMnO1xuXG5leHBvcnQgaW50ZXJmYWNlIExpbmtSZWYge1xuICB1cmw6IHN0cmluZztcbiAgbGluZTogbnVtYmVyO1xuICBjb2x1bW46IG51bWJlcjtcbiAgLyoqIEZpZWxkIHBhdGggZm9yIFlBTUwgbGlua3M7IGVtcHR5IGZvciBNYXJrZG93biBib2R5IGxpbmtzLiAqL1xuICBmaWVsZDogc3RyaW5nO1xufVxuXG5leHBvcnQgaW50ZXJmYWNlIFJlbmRlcmVkTWFya2Rvd24ge1xuICBodG1sOiBzdHJpbmc7XG4gIC8qKiBpZHMgb2YgdGhlIGhlYWRpbmdzLCBmb3IgYCNhbmNob3JgIGNoZWNrcy4gKi9cbiAgYW5jaG9yczogc3RyaW5nW107XG4gIGxpbmtzOiBMaW5rUmVmW107XG4gIGltYWdlczogTGlua1JlZltdO1xuICBwcm9ibGVtczogUHJvYmxlbVtdO1xuICAvKiogUGxhaW4tdGV4dCB3b3JkIGNvdW50LCBmb3IgcmVhZGluZy10aW1lIHNhbml0eSBhbmQgZmVlZHMuICovXG4gIHdvcmRzOiBudW1iZXI7XG59XG5cbmNvbnN0IFVOU0FGRV9TQ0hFTUUgPSAvXlxccyooamF2YXNjcmlwdHxkYXRhfHZic2NyaXB0KTovaTtcbmNvbnN0IEVWRU5UX0hBTkRMRVIgPSAvXFxzb25bYS16XStcXHMqPS9pO1xuXG5jb25zdCBwYXJzZXIgPSB1bmlmaWVkKCkudXNlKHJlbWFya1BhcnNlKS51c2UocmVtYXJrR2ZtKTtcbmNvbnN0IHRvSHRtbCA9IHVuaWZpZWQoKS51c2UocmVtYXJrUmVoeXBlKS51c2UocmVoeXBlU2x1ZykudXNlKGV4dGVybmFsTGlua0F0dHJpYnV0ZXMpLnVzZShyZWh5cGVTdHJpbmdpZnkpLmZyZWV6ZSgpO1xuXG4vKipcbiAqIEV4dGVybmFsIGxpbmtzIGluIGFydGljbGVzIG9wZW4gaW4gYSBuZXcgdGFiLCB3aXRob3V0IGhhbmRpbmcgdGhlIG9wZW5lciB0byB0aGUgb3RoZXIgc2l0ZTtcbiAqIGNvZGUgYmxvY2tzLCB3aGljaCBtYXkgc2Nyb2xsIHNpZGV3YXlzLCBjYW4gYmUgcmVhY2hlZCBhbmQgc2Nyb2xsZWQgZnJvbSB0aGUga2V5Ym9hcmQuXG4gKi9cbmZ1bmN0aW9uIGV4dGVybmFsTGlua0F0dHJpYnV0ZXMoKSB7XG4gIHJldHVybiAodHJlZTogSGFzdFJvb3QpID0+IHtcbiAgICB2aXNpdEVsZW1lbnRzKHRyZWUsIChlbCkgPT4ge1xuICAgICAgaWYgKGVsLnRhZ05hbWUgPT09ICdwcmUnKSBlbC5wcm9wZXJ0aWVzLnRhYkluZGV4ID0gMDtcbiAgICAgIGNvbnN0IHRhcmdldCA9IGVsLnByb3BlcnRpZXM/LmhyZWY7XG4gICAgICBpZiAoZWwudGFnTmFtZSA9PT0gJ2EnICYmIHR5cGVvZiB0YXJnZXQgPT09ICdzdHJpbmcnICYmIC9eaHR0cHM/OlxcL1xcLy8udGVzdCh0YXJnZXQpKSB7XG4gICAgICAgIGVsLnByb3BlcnRpZXMudGFyZ2V0ID0gJ19ibGFuayc7XG4gICAgICAgIGVsLnByb3BlcnRpZXMucmVsID0gWydub29wZW5lcicsICdub3JlZmVycmVyJ107XG4gICAgICB9XG4gICAgfSk7XG4gIH07XG59XG5cbmZ1bmN0aW9uIHZpc2l0RWxlbWVudHMobm9kZTogSGFzdFJvb3QgfCBFbGVtZW50LCBmbjogKGVsOiBFbGVtZW50KSA9PiB2b2lkKSB7XG4gIGZvciAoY29uc3QgY2hpbGQgb2Ygbm9kZS5jaGlsZHJlbikge1xuICAgIGlmIChjaGlsZC50eXBlID09PSAnZWxlbWVudCcpIHtcbiAgICAgIGZuKGNoaWxkKTtcbiAgICAgIHZpc2l0RWxlbWVudHMoY2hpbGQsIGZuKTtcbiAgICB9XG4gIH1cbn1cblxuZnVuY3Rpb24gd2Fsa01kYXN0KG5vZGU6IE1kYXN0Um9vdCB8IFJvb3RDb250ZW50LCBmbjogKG46IFJvb3RDb250ZW50KSA9PiB2b2lkKSB7XG4gIGlmIChub2RlLnR5cGUgIT09ICdyb290JykgZm4obm9kZSk7XG4gIGlmICgnY2hpbGRyZW4nIGluIG5vZGUpIGZvciAoY29uc3QgY2hpbGQgb2Ygbm9kZS5jaGlsZHJlbikgd2Fsa01kYXN0KGNoaWxkLCBmbik7XG59XG5cbi8qKiBAcGFyYW0gYm9keUxpbmUgbGluZSBvZiB0aGUgZmlsZSBvbiB3aGljaCB0aGUgTWFya2Rvd24gYm9keSBzdGFydHMgKGFmdGVyIHRoZSBmcm9udCBtYXR0ZXIpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlbmRlck1hcmtkb3duKG1hcmtkb3duOiBzdHJpbmcsIGZpbGU6IHN0cmluZywgYm9keUxpbmU6IG51bWJlcik6IFJlbmRlcmVkTWFya2Rvd24ge1xuICBjb25zdCBwcm9ibGVtczogUHJvYmxlbVtdID0gW107XG4gIGNvbnN0IGxpbmtzOiBMaW5rUmVmW10gPSBbXTtcbiAgY29uc3QgaW1hZ2VzOiBMaW5rUmVmW10gPSBbXTtcbiAgbGV0IHdvcmRzID0gMDtcbiAgY29uc3QgdHJlZSA9IHBhcnNlci5wYXJzZShtYXJrZG93bikgYXMgTWRhc3RSb290O1xuICBjb25zdCBhdCA9IChuOiBSb290Q29udGVudCkgPT4gKHtcbiAgICBsaW5lOiAobi5wb3NpdGlvbj8uc3RhcnQubGluZSA/PyAxKSArIGJvZHlMaW5lIC0gMSxcbiAgICBjb2x1bW46IG4ucG9zaXRpb24/LnN0YXJ0LmNvbHVtbiA/PyAxLFxuICB9KTtcbiAgY29uc3QgcHJvYmxlbSA9IChuOiBSb290Q29udGVudCwgbWVzc2FnZTogc3RyaW5nKSA9PiBwcm9ibGVtcy5wdXNoKHsgZmlsZSwgLi4uYXQobiksIGZpZWxkOiAnYm9keScsIG1lc3NhZ2UgfSk7XG5cbiAgd2Fsa01kYXN0KHRyZWUsIChub2RlKSA9PiB7XG4gICAgc3dpdGNoIChub2RlLnR5cGUpIHtcbiAgICAgIGNhc2UgJ2h0bWwnOiB7XG4gICAgICAgIGNvbnN0IHJhdyA9IG5vZGUudmFsdWU7XG4gICAgICAgIGlmICgvPFxccypzY3JpcHQvaS50ZXN0KHJhdykpIHByb2JsZW0obm9kZSwgJ2NvbnRhaW5zIGEgcmF3IDxzY3JpcHQ+IHRhZy4gU2NyaXB0cyBhcmUgbm90IGFsbG93ZWQgaW4gY29udGVudDsgcmVtb3ZlIGl0LicpO1xuICAgICAgICBlbHNlIGlmIChFVkVOVF9IQU5ETEVSLnRlc3QocmF3KSkgcHJvYmxlbShub2RlLCAnY29udGFpbnMgYW4gZXZlbnQtaGFuZGxlciBhdHRyaWJ1dGUgKG9uXHUyMDI2PSkuIFJlbW92ZSBpdDogY29udGVudCBtYXkgbm90IHJ1biBjb2RlLicpO1xuICAgICAgICBlbHNlIHByb2JsZW0obm9kZSwgJ2NvbnRhaW5zIHJhdyBIVE1MLiBVc2UgTWFya2Rvd24gaW5zdGVhZCAoIyMgaGVhZGluZ3MsICoqYm9sZCoqLCBbdGV4dF0oL2xpbmspLCBsaXN0cykuJyk7XG4gICAgICAgIGJyZWFrO1xuICAgICAgfVxuICAgICAgY2FzZSAnaGVhZGluZyc6XG4gICAgICAgIGlmIChub2RlLmRlcHRoID09PSAxKSBwcm9ibGVtKG5vZGUsICd1c2VzIGEgbGV2ZWwtMSBoZWFkaW5nICgjICkuIFRoZSB0aXRsZSBpcyB0aGUgcGFnZVx1MjAxOXMgb25seSBoMTogdXNlICMjIGZvciBzZWN0aW9ucy4nKTtcbiAgICAgICAgYnJlYWs7XG4gICAgICBjYXNlICdsaW5rJzpcbiAgICAgIGNhc2UgJ2RlZmluaXRpb24nOlxuICAgICAgY2FzZSAnaW1hZ2UnOiB7XG4gICAgICAgIGNvbnN0IHJlZiA9IHsgdXJsOiBub2RlLnVybCwgLi4uYXQobm9kZSksIGZpZWxkOiAnYm9keScgfTtcbiAgICAgICAgaWYgKFVOU0FGRV9TQ0hFTUUudGVzdChub2RlLnVybCkpIHByb2JsZW0obm9kZSwgYGxpbmtzIHRvIFwiJHtub2RlLnVybC5zbGljZSgwLCA0MCl9XCI6IGphdmFzY3JpcHQ6LCBkYXRhOiBhbmQgdmJzY3JpcHQ6IGxpbmtzIGFyZSBub3QgYWxsb3dlZC5gKTtcbiAgICAgICAgZWxzZSBpZiAobm9kZS50eXBlID09PSAnaW1hZ2UnKSBpbWFnZXMucHVzaChyZWYpO1xuICAgICAgICBlbHNlIGxpbmtzLnB1c2gocmVmKTtcbiAgICAgICAgYnJlYWs7XG4gICAgICB9XG4gICAgICBjYXNlICd0ZXh0JzpcbiAgICAgIGNhc2UgJ2lubGluZUNvZGUnOlxuICAgICAgY2FzZSAnY29kZSc6XG4gICAgICAgIHdvcmRzICs9IG5vZGUudmFsdWUuc3BsaXQoL1xccysvKS5maWx0ZXIoQm9vbGVhbikubGVuZ3RoO1xuICAgICAgICBicmVhaztcbiAgICB9XG4gIH0pO1xuXG4gIGNvbnN0IGhhc3QgPSB0b0h0bWwucnVuU3luYyh0cmVlKSBhcyBIYXN0Um9vdDtcbiAgY29uc3QgYW5jaG9yczogc3RyaW5nW10gPSBbXTtcbiAgdmlzaXRFbGVtZW50cyhoYXN0LCAoZWwpID0+IHtcbiAgICBpZiAodHlwZW9mIGVsLnByb3BlcnRpZXM/LmlkID09PSAnc3RyaW5nJykgYW5jaG9ycy5wdXNoKGVsLnByb3BlcnRpZXMuaWQpO1xuICB9KTtcbiAgcmV0dXJuIHsgaHRtbDogdG9IdG1sLnN0cmluZ2lmeShoYXN0KSwgYW5jaG9ycywgbGlua3MsIGltYWdlcywgcHJvYmxlbXMsIHdvcmRzIH07XG59XG4iLCAiLyoqXG4gKiBBIHByb2JsZW0gZm91bmQgaW4gdGhlIGNvbnRlbnQ6IHdoZXJlIGl0IGlzIChmaWxlOmxpbmU6Y29sKSwgd2hpY2ggZmllbGQsIHdoYXQgaXMgd3JvbmdcbiAqIGFuZCBob3cgdG8gZml4IGl0LiBFdmVyeSBzdGFnZSBvZiB0aGUgcGlwZWxpbmUgY29sbGVjdHMgcHJvYmxlbXMgaW5zdGVhZCBvZiB0aHJvd2luZywgc28gYW5cbiAqIGVkaXRvciBzZWVzIGFsbCBtaXN0YWtlcyBvZiBvbmUgZWRpdCBhdCBvbmNlLlxuICovXG5leHBvcnQgaW50ZXJmYWNlIFByb2JsZW0ge1xuICAvKiogUGF0aCByZWxhdGl2ZSB0byB0aGUgcmVwb3NpdG9yeSwgZS5nLiBgY29udGVudC9mYXFzLnlhbWxgLiAqL1xuICBmaWxlOiBzdHJpbmc7XG4gIGxpbmU6IG51bWJlcjtcbiAgY29sdW1uOiBudW1iZXI7XG4gIC8qKiBGaWVsZCBwYXRoIHN1Y2ggYXMgYGl0ZW1zWzNdLmFuc3dlcmA7IGVtcHR5IGZvciBmaWxlLWxldmVsIHByb2JsZW1zLiAqL1xuICBmaWVsZDogc3RyaW5nO1xuICBtZXNzYWdlOiBzdHJpbmc7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBmb3JtYXRGaWVsZFBhdGgocGF0aDogcmVhZG9ubHkgUHJvcGVydHlLZXlbXSk6IHN0cmluZyB7XG4gIGxldCBvdXQgPSAnJztcbiAgZm9yIChjb25zdCBrZXkgb2YgcGF0aCkge1xuICAgIGlmICh0eXBlb2Yga2V5ID09PSAnbnVtYmVyJykgb3V0ICs9IGBbJHtrZXl9XWA7XG4gICAgZWxzZSBvdXQgKz0gb3V0ID09PSAnJyA/IFN0cmluZyhrZXkpIDogYC4ke1N0cmluZyhrZXkpfWA7XG4gIH1cbiAgcmV0dXJuIG91dDtcbn1cblxuLyoqIGBjb250ZW50L2ZhcXMueWFtbDoxNDo1IGl0ZW1zWzNdLmFuc3dlcjogaXMgcmVxdWlyZWQuYCAqL1xuZXhwb3J0IGZ1bmN0aW9uIGZvcm1hdFByb2JsZW0ocDogUHJvYmxlbSk6IHN0cmluZyB7XG4gIGNvbnN0IHdoZXJlID0gYCR7cC5maWxlfToke3AubGluZX06JHtwLmNvbHVtbn1gO1xuICByZXR1cm4gcC5maWVsZCA/IGAke3doZXJlfSAke3AuZmllbGR9OiAke3AubWVzc2FnZX1gIDogYCR7d2hlcmV9ICR7cC5tZXNzYWdlfWA7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBzb3J0UHJvYmxlbXMocHJvYmxlbXM6IFByb2JsZW1bXSk6IFByb2JsZW1bXSB7XG4gIHJldHVybiBbLi4ucHJvYmxlbXNdLnNvcnQoXG4gICAgKGEsIGIpID0+IGEuZmlsZS5sb2NhbGVDb21wYXJlKGIuZmlsZSkgfHwgYS5saW5lIC0gYi5saW5lIHx8IGEuY29sdW1uIC0gYi5jb2x1bW4sXG4gICk7XG59XG4iLCAiLyoqXG4gKiBCdWlsZGluZyBibG9ja3Mgc2hhcmVkIGJ5IHRoZSBjb2xsZWN0aW9uIHNjaGVtYXMuIEV2ZXJ5IGZpZWxkIGNhcnJpZXMgYSBgLmRlc2NyaWJlKClgIHRleHRcbiAqIHdyaXR0ZW4gZm9yIHRoZSBwZW9wbGUgd2hvIGVkaXQgYGNvbnRlbnQvYDogaXQgaXMgdGhlIGZpeCBoaW50IGluIGVycm9yIG1lc3NhZ2VzIGFuZCB0aGVcbiAqIGRvY3VtZW50YXRpb24gaW4gdGhlIGdlbmVyYXRlZCBKU09OIFNjaGVtYS5cbiAqL1xuaW1wb3J0IHsgeiB9IGZyb20gJ3pvZCc7XG5cbi8qKiBGaWVsZHMgd2hvc2Ugc3RyaW5nIHZhbHVlIGlzIGEgbGluazogdGhlIGNyb3NzLWNoZWNrIHJlc29sdmVzIGludGVybmFsIG9uZXMgdG8gcm91dGVzLiAqL1xuZXhwb3J0IGNvbnN0IGxpbmtGaWVsZHMgPSB6LnJlZ2lzdHJ5PHsga2luZDogJ2xpbmsnIH0+KCk7XG4vKiogRmllbGRzIHdob3NlIHN0cmluZyB2YWx1ZSBpcyBhbiBpbWFnZSBwYXRoOiB0aGUgY3Jvc3MtY2hlY2sgY2hlY2tzIHRoYXQgdGhlIGZpbGUgZXhpc3RzLiAqL1xuZXhwb3J0IGNvbnN0IGltYWdlRmllbGRzID0gei5yZWdpc3RyeTx7IGtpbmQ6ICdpbWFnZScgfT4oKTtcblxuZXhwb3J0IGZ1bmN0aW9uIHRleHQoZGVzY3JpcHRpb246IHN0cmluZywgb3B0czogeyBtYXg/OiBudW1iZXI7IG1pbj86IG51bWJlciB9ID0ge30pIHtcbiAgcmV0dXJuIHpcbiAgICAuc3RyaW5nKClcbiAgICAudHJpbSgpXG4gICAgLm1pbihvcHRzLm1pbiA/PyAxKVxuICAgIC5tYXgob3B0cy5tYXggPz8gMzAwKVxuICAgIC5kZXNjcmliZShkZXNjcmlwdGlvbik7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBsb25nVGV4dChkZXNjcmlwdGlvbjogc3RyaW5nLCBtYXggPSAyMDAwKSB7XG4gIHJldHVybiB0ZXh0KGRlc2NyaXB0aW9uLCB7IG1heCB9KTtcbn1cblxuZXhwb3J0IGNvbnN0IENPTE9SUyA9IFsnYmx1ZScsICd2aW9sZXQnLCAnZW1lcmFsZCcsICdhbWJlcicsICdyb3NlJywgJ2N5YW4nXSBhcyBjb25zdDtcbmV4cG9ydCBmdW5jdGlvbiBjb2xvcihkZXNjcmlwdGlvbiA9ICdBY2NlbnQgY29sb3VyIG9mIHRoZSBjYXJkLCBvbmUgb2YgdGhlIHRoZW1lIGNvbG91cnMuJykge1xuICByZXR1cm4gei5lbnVtKENPTE9SUykuZGVzY3JpYmUoZGVzY3JpcHRpb24pO1xufVxuXG5jb25zdCBVTlNBRkVfU0NIRU1FID0gL15cXHMqKGphdmFzY3JpcHR8ZGF0YXx2YnNjcmlwdCk6L2k7XG5cbi8qKiBBIGxpbms6IGEgc2l0ZSBwYXRoIChgL2NvbnRhY3RgLCBgLyNmYXFgKSwgYW4gaW4tcGFnZSBhbmNob3IgKGAjcmVzdWx0c2ApLCBvciBhbiBleHRlcm5hbCBodHRwcyBVUkwuICovXG5leHBvcnQgZnVuY3Rpb24gaHJlZihkZXNjcmlwdGlvbjogc3RyaW5nKSB7XG4gIGNvbnN0IHNjaGVtYSA9IHpcbiAgICAuc3RyaW5nKClcbiAgICAudHJpbSgpXG4gICAgLm1pbigxKVxuICAgIC5yZWZpbmUoKHYpID0+ICFVTlNBRkVfU0NIRU1FLnRlc3QodiksIHsgbWVzc2FnZTogJ211c3Qgbm90IHVzZSBhIGphdmFzY3JpcHQ6LCBkYXRhOiBvciB2YnNjcmlwdDogbGluay4nIH0pXG4gICAgLnJlZmluZSgodikgPT4gL14oXFwvfCN8aHR0cHM6XFwvXFwvfG1haWx0bzp8dGVsOikvLnRlc3QodiksIHtcbiAgICAgIG1lc3NhZ2U6ICdtdXN0IHN0YXJ0IHdpdGggXCIvXCIgKGEgcGFnZSBvZiB0aGlzIHNpdGUpLCBcIiNcIiwgXCJodHRwczovL1wiLCBcIm1haWx0bzpcIiBvciBcInRlbDpcIi4nLFxuICAgIH0pXG4gICAgLmRlc2NyaWJlKGRlc2NyaXB0aW9uKTtcbiAgbGlua0ZpZWxkcy5hZGQoc2NoZW1hLCB7IGtpbmQ6ICdsaW5rJyB9KTtcbiAgcmV0dXJuIHNjaGVtYTtcbn1cblxuLyoqIEFuIGV4dGVybmFsIGh0dHBzIFVSTCBvbmx5IChzb2NpYWwgcHJvZmlsZXMsIGxpdmUgZGVtb3MpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGV4dGVybmFsVXJsKGRlc2NyaXB0aW9uOiBzdHJpbmcpIHtcbiAgcmV0dXJuIHpcbiAgICAuc3RyaW5nKClcbiAgICAudHJpbSgpXG4gICAgLnJlZ2V4KC9eaHR0cHM6XFwvXFwvW15cXHMvXStcXC5bXlxcc10rJC8sIHsgbWVzc2FnZTogJ211c3QgYmUgYSBmdWxsIGh0dHBzOi8vIGFkZHJlc3MuJyB9KVxuICAgIC5kZXNjcmliZShkZXNjcmlwdGlvbik7XG59XG5cbi8qKiBQYXRoIG9mIGFuIGltYWdlIHVuZGVyIGBwdWJsaWMvYCwgd3JpdHRlbiBhcyBpdCBhcHBlYXJzIG9uIHRoZSBzaXRlOiBgL2ltYWdlcy9cdTIwMjZgLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGltYWdlKGRlc2NyaXB0aW9uOiBzdHJpbmcpIHtcbiAgY29uc3Qgc2NoZW1hID0gelxuICAgIC5zdHJpbmcoKVxuICAgIC50cmltKClcbiAgICAucmVnZXgoL15cXC9pbWFnZXNcXC9bYS16MC05L18uLV0rXFwuKHN2Z3xwbmd8anBlP2d8d2VicHxhdmlmKSQvLCB7XG4gICAgICBtZXNzYWdlOiAnbXVzdCBiZSBhIHBhdGggbGlrZSAvaW1hZ2VzL2ZvbGRlci9uYW1lLnN2ZyAobG93ZXIgY2FzZSwgbm8gc3BhY2VzOyBzdmcsIHBuZywganBnLCB3ZWJwIG9yIGF2aWYpLicsXG4gICAgfSlcbiAgICAuZGVzY3JpYmUoZGVzY3JpcHRpb24pO1xuICBpbWFnZUZpZWxkcy5hZGQoc2NoZW1hLCB7IGtpbmQ6ICdpbWFnZScgfSk7XG4gIHJldHVybiBzY2hlbWE7XG59XG5cbi8qKiBBIGNhbGVuZGFyIGRhdGUgd3JpdHRlbiBgWVlZWS1NTS1ERGAgdGhhdCBleGlzdHMuICovXG5leHBvcnQgZnVuY3Rpb24gaXNvRGF0ZShkZXNjcmlwdGlvbjogc3RyaW5nKSB7XG4gIHJldHVybiB6XG4gICAgLnN0cmluZygpXG4gICAgLnJlZ2V4KC9eXFxkezR9LVxcZHsyfS1cXGR7Mn0kLywgeyBtZXNzYWdlOiAnbXVzdCBiZSBhIGRhdGUgd3JpdHRlbiBZWVlZLU1NLURELCBlLmcuIDIwMjUtMDEtMTUuJywgYWJvcnQ6IHRydWUgfSlcbiAgICAucmVmaW5lKFxuICAgICAgKHYpID0+IHtcbiAgICAgICAgY29uc3QgZCA9IG5ldyBEYXRlKGAke3Z9VDAwOjAwOjAwWmApO1xuICAgICAgICByZXR1cm4gIU51bWJlci5pc05hTihkLmdldFRpbWUoKSkgJiYgZC50b0lTT1N0cmluZygpLnNsaWNlKDAsIDEwKSA9PT0gdjtcbiAgICAgIH0sXG4gICAgICB7IG1lc3NhZ2U6ICdpcyBub3QgYSByZWFsIGNhbGVuZGFyIGRhdGUuJyB9LFxuICAgIClcbiAgICAuZGVzY3JpYmUoZGVzY3JpcHRpb24pO1xufVxuXG5leHBvcnQgY29uc3Qgc2x1ZyA9IChkZXNjcmlwdGlvbjogc3RyaW5nKSA9PlxuICB6XG4gICAgLnN0cmluZygpXG4gICAgLnJlZ2V4KC9eW2EtejAtOV0rKD86LVthLXowLTldKykqJC8sIHtcbiAgICAgIG1lc3NhZ2U6ICdtdXN0IGJlIGxvd2VyLWNhc2Ugd29yZHMgam9pbmVkIGJ5IGh5cGhlbnMsIGUuZy4gc3BhLXdlbGxuZXNzLicsXG4gICAgfSlcbiAgICAuZGVzY3JpYmUoZGVzY3JpcHRpb24pO1xuXG5leHBvcnQgY29uc3Qga2V5d29yZHMgPSB6XG4gIC5hcnJheSh0ZXh0KCdPbmUgc2VhcmNoIGtleXdvcmQgb3IgcGhyYXNlLicsIHsgbWF4OiA2MCB9KSlcbiAgLm1heCgxNSlcbiAgLmRlc2NyaWJlKCdTZWFyY2gga2V5d29yZHMgZm9yIHRoZSBtZXRhIGtleXdvcmRzIHRhZyAob3B0aW9uYWwsIHVwIHRvIDE1KS4nKVxuICAub3B0aW9uYWwoKTtcblxuLyoqIFRpdGxlIGFuZCBkZXNjcmlwdGlvbiBhIHBhZ2Ugc2hvd3MgdG8gc2VhcmNoIGVuZ2luZXMgYW5kIGxpbmsgcHJldmlld3MuICovXG5leHBvcnQgY29uc3Qgc2VvID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICB0aXRsZTogdGV4dCgnQnJvd3NlciB0YWIgYW5kIHNlYXJjaC1yZXN1bHQgdGl0bGUgb2YgdGhlIHBhZ2UgKGFib3V0IDMwXHUyMDEzNjAgY2hhcmFjdGVycykuJywgeyBtYXg6IDcwIH0pLFxuICAgIGRlc2NyaXB0aW9uOiB0ZXh0KCdNZXRhIGRlc2NyaXB0aW9uIHNob3duIHVuZGVyIHRoZSB0aXRsZSBpbiBzZWFyY2ggcmVzdWx0cyAoYWJvdXQgNzBcdTIwMTMxNjAgY2hhcmFjdGVycykuJywge1xuICAgICAgbWluOiA1MCxcbiAgICAgIG1heDogMTcwLFxuICAgIH0pLFxuICAgIGtleXdvcmRzLFxuICB9KVxuICAuZGVzY3JpYmUoJ1doYXQgc2VhcmNoIGVuZ2luZXMgYW5kIGxpbmsgcHJldmlld3Mgc2hvdyBmb3IgdGhpcyBwYWdlLicpO1xuXG5leHBvcnQgY29uc3QgY3RhID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICBsYWJlbDogdGV4dCgnVGV4dCBvbiB0aGUgYnV0dG9uLicsIHsgbWF4OiA0MCB9KSxcbiAgICBocmVmOiBocmVmKCdXaGVyZSB0aGUgYnV0dG9uIGdvZXM6IGEgcGFnZSBwYXRoIHN1Y2ggYXMgL2NvbnRhY3QsIG9yIGFuIGFuY2hvciBzdWNoIGFzIC8jZmFxLicpLFxuICB9KVxuICAuZGVzY3JpYmUoJ0EgY2FsbC10by1hY3Rpb24gYnV0dG9uOiBpdHMgbGFiZWwgYW5kIHdoZXJlIGl0IGxlYWRzLicpO1xuXG5leHBvcnQgY29uc3Qgc3RhdCA9IHpcbiAgLnN0cmljdE9iamVjdCh7XG4gICAgdmFsdWU6IHRleHQoJ1RoZSBmaWd1cmUgYXMgc2hvd24sIGUuZy4gXCI1MCtcIiBvciBcIjI0LzdcIi4nLCB7IG1heDogMTIgfSksXG4gICAgbGFiZWw6IHRleHQoJ1Nob3J0IGxhYmVsIHVuZGVyIHRoZSBmaWd1cmUsIGUuZy4gXCJCdXNpbmVzc2VzIFRyYW5zZm9ybWVkXCIuJywgeyBtYXg6IDQwIH0pLFxuICAgIGRlc2NyaXB0aW9uOiB0ZXh0KCdPbmUgc2hvcnQgc2VudGVuY2UgdGhhdCBleHBsYWlucyB0aGUgZmlndXJlLicsIHsgbWF4OiAxNDAgfSkub3B0aW9uYWwoKSxcbiAgfSlcbiAgLmRlc2NyaWJlKCdBIGhlYWRsaW5lIGZpZ3VyZTogdmFsdWUsIGxhYmVsIGFuZCBhbiBvcHRpb25hbCBleHBsYW5hdGlvbi4nKTtcblxuZXhwb3J0IGNvbnN0IHNlY3Rpb25IZWFkaW5nID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICBleWVicm93OiB0ZXh0KCdTbWFsbCBsYWJlbCBhYm92ZSB0aGUgaGVhZGluZyAob3B0aW9uYWwpLicsIHsgbWF4OiA0MCB9KS5vcHRpb25hbCgpLFxuICAgIHRpdGxlOiB0ZXh0KCdIZWFkaW5nIG9mIHRoZSBzZWN0aW9uLicsIHsgbWF4OiA5MCB9KSxcbiAgICBpbnRybzogdGV4dCgnT25lIG9yIHR3byBzZW50ZW5jZXMgdW5kZXIgdGhlIGhlYWRpbmcuJywgeyBtYXg6IDMwMCB9KS5vcHRpb25hbCgpLFxuICB9KVxuICAuZGVzY3JpYmUoJ0hlYWRpbmcgYmxvY2sgb2YgYSBwYWdlIHNlY3Rpb24uJyk7XG5cbmV4cG9ydCB0eXBlIEN0YSA9IHouaW5mZXI8dHlwZW9mIGN0YT47XG5leHBvcnQgdHlwZSBTdGF0ID0gei5pbmZlcjx0eXBlb2Ygc3RhdD47XG5leHBvcnQgdHlwZSBTZWN0aW9uSGVhZGluZyA9IHouaW5mZXI8dHlwZW9mIHNlY3Rpb25IZWFkaW5nPjtcbmV4cG9ydCB0eXBlIFNlbyA9IHouaW5mZXI8dHlwZW9mIHNlbz47XG5leHBvcnQgdHlwZSBDb2xvciA9ICh0eXBlb2YgQ09MT1JTKVtudW1iZXJdO1xuIiwgIi8qKiBgY29udGVudC9jYXNlLXN0dWRpZXMvPHNsdWc+LnlhbWxgOiBvbmUgaW5kdXN0cnkgY2FzZSBzdHVkeSBwYWdlLiAqL1xuaW1wb3J0IHsgeiB9IGZyb20gJ3pvZCc7XG5pbXBvcnQgeyBjdGEsIGV4dGVybmFsVXJsLCBpbWFnZSwgc2VvLCBzbHVnLCBzdGF0LCB0ZXh0IH0gZnJvbSAnLi9jb21tb24udHMnO1xuXG5jb25zdCBGSUVMRF9UWVBFUyA9IFsndGV4dCcsICdkYXRlJywgJ3RpbWUnLCAnc2VsZWN0JywgJ251bWJlcicsICd0ZXh0YXJlYSddIGFzIGNvbnN0O1xuXG5jb25zdCBibG9jayA9ICh3aGF0OiBzdHJpbmcpID0+XG4gIHpcbiAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgIHRpdGxlOiB0ZXh0KGBIZWFkaW5nIG9mIHRoZSAke3doYXR9IHNlY3Rpb24uYCwgeyBtYXg6IDgwIH0pLFxuICAgICAgdGV4dDogdGV4dChgUGFyYWdyYXBoIG9mIHRoZSAke3doYXR9IHNlY3Rpb24uYCwgeyBtYXg6IDkwMCB9KSxcbiAgICAgIHBvaW50czogei5hcnJheSh0ZXh0KCdPbmUgYnVsbGV0IHBvaW50LicsIHsgbWF4OiAyMDAgfSkpLm1heCg4KS5kZXNjcmliZShgQnVsbGV0IHBvaW50cyBvZiB0aGUgJHt3aGF0fSBzZWN0aW9uLmApLmRlZmF1bHQoW10pLFxuICAgIH0pXG4gICAgLmRlc2NyaWJlKGBUaGUgJHt3aGF0fSBzZWN0aW9uLmApO1xuXG5leHBvcnQgY29uc3QgY2FzZVN0dWR5U2NoZW1hID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICBzbHVnOiBzbHVnKCdUaGUgaW5kdXN0cnkgdGhpcyBjYXNlIHN0dWR5IGJlbG9uZ3MgdG87IG11c3QgbWF0Y2ggYSBzbHVnIGluIGNvbnRlbnQvaW5kdXN0cmllcy55YW1sIHdpdGggc3RhdHVzIGNhc2Utc3R1ZHkuJyksXG4gICAgc2VvLFxuICAgIGhlcm86IHpcbiAgICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgICBleWVicm93OiB0ZXh0KCdTbWFsbCBsYWJlbCBhYm92ZSB0aGUgdGl0bGUsIGUuZy4gXCJDYXNlIFN0dWR5IFx1MDBCNyBSZXN0YXVyYW50c1wiLicsIHsgbWF4OiA2MCB9KSxcbiAgICAgICAgdGl0bGU6IHRleHQoJ1RpdGxlIG9mIHRoZSBjYXNlIHN0dWR5ICh0aGUgcGFnZVx1MjAxOXMgaDEpLicsIHsgbWF4OiA5MCB9KSxcbiAgICAgICAgdGV4dDogdGV4dCgnUGFyYWdyYXBoIHVuZGVyIHRoZSB0aXRsZS4nLCB7IG1heDogNDAwIH0pLFxuICAgICAgICBjbGFpbXM6IHouYXJyYXkoc3RhdCkubWluKDEpLm1heCg0KS5kZXNjcmliZSgnSGVhZGxpbmUgcmVzdWx0cywgZS5nLiA0OGhycyBsYXVuY2gsIDcwJSBsZXNzIG1hbnVhbCB3b3JrLicpLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnVG9wIG9mIHRoZSBjYXNlIHN0dWR5IHBhZ2UuJyksXG4gICAgaW1hZ2U6IGltYWdlKCdJbGx1c3RyYXRpb24gb2YgdGhlIHByb2plY3QgKDk2MFx1MDBENzU0MCkuJyksXG4gICAgaW1hZ2VBbHQ6IHRleHQoJ0Rlc2NyaXB0aW9uIG9mIHRoZSBpbGx1c3RyYXRpb24gZm9yIHNjcmVlbiByZWFkZXJzLicsIHsgbWF4OiAxNjAgfSksXG4gICAgd2lkZ2V0OiB6XG4gICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgdGl0bGU6IHRleHQoJ0hlYWRpbmcgb2YgdGhlIHdpZGdldCBwcmV2aWV3LCBlLmcuIFwiUmVzZXJ2ZSBhIFRhYmxlXCIuJywgeyBtYXg6IDYwIH0pLFxuICAgICAgICBpbnRybzogdGV4dCgnT25lIHNlbnRlbmNlIGludHJvZHVjaW5nIHRoZSBwcmV2aWV3LicsIHsgbWF4OiAyMDAgfSksXG4gICAgICAgIGZpZWxkczogelxuICAgICAgICAgIC5hcnJheShcbiAgICAgICAgICAgIHpcbiAgICAgICAgICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgICAgICAgICAgbGFiZWw6IHRleHQoJ0xhYmVsIG9mIHRoZSBmaWVsZCwgZS5nLiBcIlBhcnR5IHNpemVcIi4nLCB7IG1heDogNDAgfSksXG4gICAgICAgICAgICAgICAgdHlwZTogei5lbnVtKEZJRUxEX1RZUEVTKS5kZXNjcmliZShgS2luZCBvZiBpbnB1dCwgb25lIG9mOiAke0ZJRUxEX1RZUEVTLmpvaW4oJywgJyl9LmApLFxuICAgICAgICAgICAgICAgIG9wdGlvbnM6IHouYXJyYXkodGV4dCgnT25lIGNob2ljZS4nLCB7IG1heDogNDAgfSkpLm1heCgxMCkuZGVzY3JpYmUoJ0Nob2ljZXMgb2YgYSBzZWxlY3QgZmllbGQuJykub3B0aW9uYWwoKSxcbiAgICAgICAgICAgICAgICBwbGFjZWhvbGRlcjogdGV4dCgnRXhhbXBsZSB2YWx1ZSBzaG93biBpbiB0aGUgZmllbGQuJywgeyBtYXg6IDYwIH0pLm9wdGlvbmFsKCksXG4gICAgICAgICAgICAgIH0pXG4gICAgICAgICAgICAgIC5kZXNjcmliZSgnQSBmaWVsZCBvZiB0aGUgd2lkZ2V0IHByZXZpZXcuJyksXG4gICAgICAgICAgKVxuICAgICAgICAgIC5taW4oMSlcbiAgICAgICAgICAubWF4KDgpXG4gICAgICAgICAgLmRlc2NyaWJlKCdGaWVsZHMgb2YgdGhlIHdpZGdldCBwcmV2aWV3LCBpbiBvcmRlci4nKSxcbiAgICAgICAgYnV0dG9uOiB0ZXh0KCdUZXh0IG9mIHRoZSB3aWRnZXRcdTIwMTlzIGJ1dHRvbi4nLCB7IG1heDogMzAgfSksXG4gICAgICAgIG5vdGU6IHRleHQoJ1NtYWxsIHByaW50IHNheWluZyB0aGUgcHJldmlldyBzZW5kcyBub3RoaW5nLicsIHsgbWF4OiAxMjAgfSksXG4gICAgICB9KVxuICAgICAgLmRlc2NyaWJlKCdBIG5vbi13b3JraW5nIHByZXZpZXcgb2YgdGhlIHdpZGdldCBidWlsdCBmb3IgdGhlIGNsaWVudC4nKSxcbiAgICBvZmZlcnM6IHpcbiAgICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgICB0aXRsZTogdGV4dCgnSGVhZGluZyBvZiB0aGUgcHJpY2UgbGlzdC4nLCB7IG1heDogNjAgfSksXG4gICAgICAgIGl0ZW1zOiB6XG4gICAgICAgICAgLmFycmF5KFxuICAgICAgICAgICAgelxuICAgICAgICAgICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgICAgICAgICBuYW1lOiB0ZXh0KCdOYW1lIG9mIHRoZSB0cmVhdG1lbnQgb3IgcGFja2FnZS4nLCB7IG1heDogNjAgfSksXG4gICAgICAgICAgICAgICAgbWludXRlczogei5udW1iZXIoKS5pbnQoKS5wb3NpdGl2ZSgpLm1heCg2MDApLmRlc2NyaWJlKCdEdXJhdGlvbiBpbiBtaW51dGVzLicpLFxuICAgICAgICAgICAgICAgIHByaWNlOiB6Lm51bWJlcigpLnBvc2l0aXZlKCkubWF4KDEwMDAwMCkuZGVzY3JpYmUoJ1ByaWNlIGluIFVTIGRvbGxhcnMsIGUuZy4gMTIwLicpLFxuICAgICAgICAgICAgICB9KVxuICAgICAgICAgICAgICAuZGVzY3JpYmUoJ09uZSBwcmljZWQgb2ZmZXIuJyksXG4gICAgICAgICAgKVxuICAgICAgICAgIC5taW4oMSlcbiAgICAgICAgICAubWF4KDEyKVxuICAgICAgICAgIC5kZXNjcmliZSgnVGhlIHByaWNlZCBvZmZlcnMuJyksXG4gICAgICB9KVxuICAgICAgLmRlc2NyaWJlKCdPcHRpb25hbCBwcmljZSBsaXN0IChlLmcuIHNwYSB0cmVhdG1lbnRzKS4nKVxuICAgICAgLm9wdGlvbmFsKCksXG4gICAgY2hhbGxlbmdlOiBibG9jaygnY2hhbGxlbmdlJyksXG4gICAgc29sdXRpb246IGJsb2NrKCdzb2x1dGlvbicpLFxuICAgIHRlY2hTdGFjazogelxuICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgIHRpdGxlOiB0ZXh0KCdIZWFkaW5nIG9mIHRoZSB0ZWNoIHN0YWNrIHNlY3Rpb24uJywgeyBtYXg6IDYwIH0pLFxuICAgICAgICBpdGVtczogelxuICAgICAgICAgIC5hcnJheShcbiAgICAgICAgICAgIHpcbiAgICAgICAgICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgICAgICAgICAgbmFtZTogdGV4dCgnVGVjaG5vbG9neSBvciBidWlsZGluZyBibG9jay4nLCB7IG1heDogNDAgfSksXG4gICAgICAgICAgICAgICAgcHVycG9zZTogdGV4dCgnV2hhdCBpdCBkb2VzIGluIHRoaXMgcHJvamVjdC4nLCB7IG1heDogMTIwIH0pLFxuICAgICAgICAgICAgICB9KVxuICAgICAgICAgICAgICAuZGVzY3JpYmUoJ0EgcGFydCBvZiB0aGUgdGVjaCBzdGFjay4nKSxcbiAgICAgICAgICApXG4gICAgICAgICAgLm1pbigxKVxuICAgICAgICAgIC5tYXgoMTApXG4gICAgICAgICAgLmRlc2NyaWJlKCdUZWNobm9sb2dpZXMgdXNlZC4nKSxcbiAgICAgIH0pXG4gICAgICAuZGVzY3JpYmUoJ1RoZSB0ZWNoIHN0YWNrIHNlY3Rpb24uJyksXG4gICAgcmVzdWx0czogelxuICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgIHRpdGxlOiB0ZXh0KCdIZWFkaW5nIG9mIHRoZSByZXN1bHRzIHNlY3Rpb24uJywgeyBtYXg6IDYwIH0pLFxuICAgICAgICBpdGVtczogei5hcnJheShzdGF0KS5taW4oMSkubWF4KDYpLmRlc2NyaWJlKCdNZWFzdXJlZCByZXN1bHRzLicpLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnVGhlIHJlc3VsdHMgc2VjdGlvbi4nKSxcbiAgICBjbG9zaW5nOiB6XG4gICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgdGl0bGU6IHRleHQoJ0hlYWRpbmcgb2YgdGhlIGNhbGwgdG8gYWN0aW9uLicsIHsgbWF4OiA5MCB9KSxcbiAgICAgICAgdGV4dDogdGV4dCgnUGFyYWdyYXBoIG9mIHRoZSBjYWxsIHRvIGFjdGlvbi4nLCB7IG1heDogMzAwIH0pLFxuICAgICAgICBjdGEsXG4gICAgICB9KVxuICAgICAgLmRlc2NyaWJlKCdDYWxsIHRvIGFjdGlvbiBhdCB0aGUgZW5kIG9mIHRoZSBjYXNlIHN0dWR5LicpLFxuICAgIGxpdmVEZW1vOiB6XG4gICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgbGFiZWw6IHRleHQoJ1RleHQgb2YgdGhlIGxpbmsgdG8gdGhlIGxpdmUgZGVtby4nLCB7IG1heDogNDAgfSksXG4gICAgICAgIHVybDogZXh0ZXJuYWxVcmwoJ0Z1bGwgaHR0cHM6Ly8gYWRkcmVzcyBvZiB0aGUgbGl2ZSBkZW1vIChvcGVucyBpbiBhIG5ldyB0YWIpLicpLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnRXh0ZXJuYWwgbGl2ZSBkZW1vIG9mIHRoZSBwcm9qZWN0LicpLFxuICB9KVxuICAuZGVzY3JpYmUoJ0FuIGluZHVzdHJ5IGNhc2Ugc3R1ZHkuJyk7XG5cbmV4cG9ydCB0eXBlIENhc2VTdHVkeSA9IHouaW5mZXI8dHlwZW9mIGNhc2VTdHVkeVNjaGVtYT47XG4iLCAiLyoqIGBjb250ZW50L2hvbWUueWFtbGA6IGNvcHkgb2YgdGhlIGhvbWUgcGFnZSwgc2VjdGlvbiBieSBzZWN0aW9uLCBpbiBwYWdlIG9yZGVyLiAqL1xuaW1wb3J0IHsgeiB9IGZyb20gJ3pvZCc7XG5pbXBvcnQgeyBjdGEsIHNlY3Rpb25IZWFkaW5nLCBzZW8sIHN0YXQsIHRleHQgfSBmcm9tICcuL2NvbW1vbi50cyc7XG5cbmV4cG9ydCBjb25zdCBob21lU2NoZW1hID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICBzZW8sXG4gICAgaGVybzogelxuICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgIGV5ZWJyb3c6IHRleHQoJ1NtYWxsIGxhYmVsIGFib3ZlIHRoZSBoZWFkbGluZS4nLCB7IG1heDogNjAgfSksXG4gICAgICAgIHRpdGxlOiB0ZXh0KCdNYWluIGhlYWRsaW5lIG9mIHRoZSBzaXRlICh0aGUgcGFnZVx1MjAxOXMgb25seSBoMSkuJywgeyBtYXg6IDkwIH0pLFxuICAgICAgICBoaWdobGlnaHQ6IHRleHQoJ1BhcnQgb2YgdGhlIGhlYWRsaW5lIHNob3duIGluIHRoZSBhY2NlbnQgY29sb3VyOyBtdXN0IGFwcGVhciBpbiB0aGUgdGl0bGUuJywgeyBtYXg6IDQwIH0pLFxuICAgICAgICB0ZXh0OiB0ZXh0KCdQYXJhZ3JhcGggdW5kZXIgdGhlIGhlYWRsaW5lLicsIHsgbWF4OiAzMjAgfSksXG4gICAgICAgIGNsYWltczogei5hcnJheSh0ZXh0KCdBIHNob3J0IGNsYWltIHdpdGggYSBmaWd1cmUsIGUuZy4gXCI0MC03MCUgY29zdCByZWR1Y3Rpb25cIi4nLCB7IG1heDogNDAgfSkpLm1pbigxKS5tYXgoNCkuZGVzY3JpYmUoJ1Nob3J0IGNsYWltcyB1bmRlciB0aGUgcGFyYWdyYXBoLicpLFxuICAgICAgICBwcmltYXJ5Q3RhOiBjdGEsXG4gICAgICAgIHNlY29uZGFyeUN0YTogelxuICAgICAgICAgIC5zdHJpY3RPYmplY3QoeyBsYWJlbDogdGV4dCgnVGV4dCBvZiB0aGUgYnV0dG9uIHRoYXQgc2Nyb2xscyB0byB0aGUgaW5kdXN0cmllcyBzZWN0aW9uLicsIHsgbWF4OiAzMCB9KSB9KVxuICAgICAgICAgIC5kZXNjcmliZSgnVGhlIFwiRXhwbG9yZSBNb3JlXCIgYnV0dG9uLicpLFxuICAgICAgICB0cnVzdExpbmU6IHRleHQoJ0xpbmUgdW5kZXIgdGhlIGJ1dHRvbnMsIGUuZy4gXCJUcnVzdGVkIGJ5IDUwKyBidXNpbmVzc2VzXCIuJywgeyBtYXg6IDgwIH0pLFxuICAgICAgICByYXRpbmc6IHRleHQoJ1Jldmlld3MgbGluZSwgZS5nLiBcIjQuOS81IGZyb20gNDcrIHJldmlld3NcIi4nLCB7IG1heDogNjAgfSksXG4gICAgICAgIHN0YXRzOiB6LmFycmF5KHN0YXQpLm1pbigyKS5tYXgoNCkuZGVzY3JpYmUoJ0ZpZ3VyZXMgaW4gdGhlIGhlcm8gY2FyZCwgZS5nLiAyNC83LCAzeCwgMzAwJSssIDk1JS4nKSxcbiAgICAgICAgaW1hZ2VBbHQ6IHRleHQoJ0Rlc2NyaXB0aW9uIG9mIHRoZSBoZXJvIGlsbHVzdHJhdGlvbiBmb3Igc2NyZWVuIHJlYWRlcnMuJywgeyBtYXg6IDE2MCB9KSxcbiAgICAgIH0pXG4gICAgICAuZGVzY3JpYmUoJ1RoZSBmaXJzdCBzY3JlZW4gb2YgdGhlIGhvbWUgcGFnZS4nKSxcbiAgICBwcm9vZjogelxuICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgIGhlYWRpbmc6IHNlY3Rpb25IZWFkaW5nLFxuICAgICAgICBzdGF0czogei5hcnJheShzdGF0KS5taW4oMikubWF4KDQpLmRlc2NyaWJlKCdGaWd1cmVzIG9mIHRoZSBzdGF0cyBzdHJpcC4nKSxcbiAgICAgICAgYmFkZ2VzOiB6LmFycmF5KHRleHQoJ0EgY29tcGxpYW5jZSBiYWRnZSwgZS5nLiBcIlNPQyAyXCIuJywgeyBtYXg6IDIwIH0pKS5tYXgoNSkuZGVzY3JpYmUoJ1NlY3VyaXR5IGFuZCBjb21wbGlhbmNlIGJhZGdlcy4nKSxcbiAgICAgICAgdG9vbHNUaXRsZTogdGV4dCgnSGVhZGluZyBhYm92ZSB0aGUgc2Nyb2xsaW5nIHN0cmlwIG9mIHRvb2wgbG9nb3MuJywgeyBtYXg6IDYwIH0pLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnU3RhdHMsIGJhZGdlcyBhbmQgdGhlIHRvb2xzIHN0cmlwLicpLFxuICAgIHNlcnZpY2VzOiB6LnN0cmljdE9iamVjdCh7IGhlYWRpbmc6IHNlY3Rpb25IZWFkaW5nLCBjYXJkQ3RhOiB0ZXh0KCdUZXh0IG9mIHRoZSBsaW5rIG9uIGVhY2ggc2VydmljZSBjYXJkLicsIHsgbWF4OiAzMCB9KSB9KS5kZXNjcmliZSgnVGhlIHNlcnZpY2VzIHNlY3Rpb24uJyksXG4gICAgaW5kdXN0cmllczogei5zdHJpY3RPYmplY3QoeyBoZWFkaW5nOiBzZWN0aW9uSGVhZGluZywgY2FyZEN0YTogdGV4dCgnVGV4dCBvZiB0aGUgbGluayBvbiBlYWNoIGluZHVzdHJ5IGNhcmQuJywgeyBtYXg6IDMwIH0pIH0pLmRlc2NyaWJlKCdUaGUgaW5kdXN0cmllcyBzZWN0aW9uLicpLFxuICAgIHJvaTogelxuICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgIGhlYWRpbmc6IHNlY3Rpb25IZWFkaW5nLFxuICAgICAgICBsYWJlbHM6IHpcbiAgICAgICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgICAgIGVtcGxveWVlczogdGV4dCgnTGFiZWwgb2YgdGhlIGVtcGxveWVlcyBzbGlkZXIuJywgeyBtYXg6IDYwIH0pLFxuICAgICAgICAgICAgd2FnZTogdGV4dCgnTGFiZWwgb2YgdGhlIGhvdXJseSB3YWdlIHNsaWRlci4nLCB7IG1heDogNjAgfSksXG4gICAgICAgICAgICBob3VyczogdGV4dCgnTGFiZWwgb2YgdGhlIHdlZWtseSBob3VycyBzbGlkZXIuJywgeyBtYXg6IDgwIH0pLFxuICAgICAgICAgICAgYW5udWFsQ29zdDogdGV4dCgnTGFiZWwgb2YgdGhlIGN1cnJlbnQgYW5udWFsIGNvc3QgcmVzdWx0LicsIHsgbWF4OiA0MCB9KSxcbiAgICAgICAgICAgIHNhdmluZ3M6IHRleHQoJ0xhYmVsIG9mIHRoZSBwb3RlbnRpYWwgYW5udWFsIHNhdmluZ3MgcmVzdWx0LicsIHsgbWF4OiA0MCB9KSxcbiAgICAgICAgICAgIG1vbnRobHlSb2k6IHRleHQoJ0xhYmVsIG9mIHRoZSBtb250aGx5IFJPSSByZXN1bHQuJywgeyBtYXg6IDQwIH0pLFxuICAgICAgICAgIH0pXG4gICAgICAgICAgLmRlc2NyaWJlKCdMYWJlbHMgb2YgdGhlIGNhbGN1bGF0b3JcdTIwMTlzIHNsaWRlcnMgYW5kIHJlc3VsdHMuJyksXG4gICAgICAgIG5vdGU6IHRleHQoJ1NtYWxsIHByaW50IHVuZGVyIHRoZSByZXN1bHRzIGV4cGxhaW5pbmcgdGhlIDcwJSBhc3N1bXB0aW9uLicsIHsgbWF4OiAyMDAgfSksXG4gICAgICAgIGN0YSxcbiAgICAgIH0pXG4gICAgICAuZGVzY3JpYmUoJ1RoZSBST0kgY2FsY3VsYXRvciBzZWN0aW9uLicpLFxuICAgIHRlc3RpbW9uaWFsczogelxuICAgICAgLnN0cmljdE9iamVjdCh7IGhlYWRpbmc6IHNlY3Rpb25IZWFkaW5nLCBtb3JlQ3RhOiBjdGEgfSlcbiAgICAgIC5kZXNjcmliZSgnVGhlIHRlc3RpbW9uaWFscyBzZWN0aW9uOyBtb3JlQ3RhIGlzIHRoZSBcIlJlYWQgTW9yZSBSZXZpZXdzXCIgYnV0dG9uLicpLFxuICAgIGZhcTogelxuICAgICAgLnN0cmljdE9iamVjdCh7IGhlYWRpbmc6IHNlY3Rpb25IZWFkaW5nLCBjYWxsUHJvbXB0OiB0ZXh0KCdMaW5lIGJlZm9yZSB0aGUgcGhvbmUgbGluaywgZS5nLiBcIlN0aWxsIGhhdmUgcXVlc3Rpb25zPyBDYWxsIHVzIGF0XCIuJywgeyBtYXg6IDgwIH0pLCBjdGEgfSlcbiAgICAgIC5kZXNjcmliZSgnVGhlIEZBUSBzZWN0aW9uLicpLFxuICAgIGNsb3Npbmc6IHpcbiAgICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgICB0aXRsZTogdGV4dCgnSGVhZGluZyBvZiB0aGUgY2xvc2luZyBjYWxsIHRvIGFjdGlvbi4nLCB7IG1heDogOTAgfSksXG4gICAgICAgIHRleHQ6IHRleHQoJ1BhcmFncmFwaCBvZiB0aGUgY2xvc2luZyBjYWxsIHRvIGFjdGlvbi4nLCB7IG1heDogMzAwIH0pLFxuICAgICAgICBjdGEsXG4gICAgICAgIGNhbGxQcm9tcHQ6IHRleHQoJ0xpbmUgYmVmb3JlIHRoZSBwaG9uZSBsaW5rLicsIHsgbWF4OiA4MCB9KSxcbiAgICAgIH0pXG4gICAgICAuZGVzY3JpYmUoJ1RoZSBjbG9zaW5nIGNhbGwgdG8gYWN0aW9uIGF0IHRoZSBib3R0b20gb2YgdGhlIGhvbWUgcGFnZS4nKSxcbiAgfSlcbiAgLmRlc2NyaWJlKCdUaGUgaG9tZSBwYWdlLicpO1xuXG5leHBvcnQgdHlwZSBIb21lID0gei5pbmZlcjx0eXBlb2YgaG9tZVNjaGVtYT47XG4iLCAiLyoqIEZyb250IG1hdHRlciBvZiBgY29udGVudC9ibG9nLyoubWRgIGFuZCBgY29udGVudC9sZWdhbC8qLm1kYC4gKi9cbmltcG9ydCB7IHogfSBmcm9tICd6b2QnO1xuaW1wb3J0IHsgY29sb3IsIGltYWdlLCBpc29EYXRlLCBrZXl3b3Jkcywgc2x1ZywgdGV4dCB9IGZyb20gJy4vY29tbW9uLnRzJztcblxuZXhwb3J0IGNvbnN0IHBvc3RTY2hlbWEgPSB6XG4gIC5zdHJpY3RPYmplY3Qoe1xuICAgIHRpdGxlOiB0ZXh0KCdUaXRsZSBvZiB0aGUgYXJ0aWNsZSAoaXRzIGgxIGFuZCBicm93c2VyIHRpdGxlKS4nLCB7IG1heDogOTAgfSksXG4gICAgZGVzY3JpcHRpb246IHRleHQoJ01ldGEgZGVzY3JpcHRpb24gZm9yIHNlYXJjaCByZXN1bHRzIChhYm91dCA3MFx1MjAxMzE2MCBjaGFyYWN0ZXJzKS4nLCB7IG1pbjogNTAsIG1heDogMTcwIH0pLFxuICAgIGV4Y2VycHQ6IHRleHQoJ1RlYXNlciBvbiB0aGUgYmxvZyBjYXJkIChvbmUgb3IgdHdvIHNlbnRlbmNlcykuJywgeyBtYXg6IDI2MCB9KSxcbiAgICBkYXRlOiBpc29EYXRlKCdQdWJsaWNhdGlvbiBkYXRlLCB3cml0dGVuIFlZWVktTU0tREQuJyksXG4gICAgcmVhZFRpbWU6IHoubnVtYmVyKCkuaW50KCkubWluKDEpLm1heCg5MCkuZGVzY3JpYmUoJ1JlYWRpbmcgdGltZSBpbiB3aG9sZSBtaW51dGVzLicpLFxuICAgIGNhdGVnb3J5OiB0ZXh0KCdDYXRlZ29yeSBzaG93biBvbiB0aGUgYXJ0aWNsZS4nLCB7IG1heDogNDAgfSksXG4gICAgY2FyZENhdGVnb3J5OiB0ZXh0KCdDYXRlZ29yeSBzaG93biBvbiB0aGUgYmxvZyBjYXJkIChvZnRlbiBzaG9ydGVyKS4nLCB7IG1heDogNDAgfSksXG4gICAgaW1hZ2U6IGltYWdlKCdIZXJvIGlsbHVzdHJhdGlvbiBvZiB0aGUgYXJ0aWNsZSAoMTIwMFx1MDBENzYzMCkuJyksXG4gICAgaW1hZ2VBbHQ6IHRleHQoJ0Rlc2NyaXB0aW9uIG9mIHRoZSBoZXJvIGlsbHVzdHJhdGlvbiBmb3Igc2NyZWVuIHJlYWRlcnMuJywgeyBtYXg6IDIwMCB9KSxcbiAgICBjb2xvcjogY29sb3IoJ0FjY2VudCBjb2xvdXIgb2YgdGhlIGFydGljbGUsIG9uZSBvZiB0aGUgdGhlbWUgY29sb3Vycy4nKSxcbiAgICBrZXl3b3JkcyxcbiAgICBwcmV2aW91czogc2x1ZygnRmlsZSBuYW1lICh3aXRob3V0IC5tZCkgb2YgdGhlIHByZXZpb3VzIGFydGljbGUsIG9yIG51bGwuJykubnVsbGFibGUoKS5kZWZhdWx0KG51bGwpLFxuICAgIG5leHQ6IHNsdWcoJ0ZpbGUgbmFtZSAod2l0aG91dCAubWQpIG9mIHRoZSBuZXh0IGFydGljbGUsIG9yIG51bGwgdG8gbGluayBiYWNrIHRvIHRoZSBibG9nLicpLm51bGxhYmxlKCkuZGVmYXVsdChudWxsKSxcbiAgICBjdGE6IHpcbiAgICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgICBoZWFkaW5nOiB0ZXh0KCdIZWFkaW5nIG9mIHRoZSBjYWxsIHRvIGFjdGlvbiBhdCB0aGUgZW5kIG9mIHRoZSBhcnRpY2xlLicsIHsgbWF4OiA4MCB9KSxcbiAgICAgICAgdGV4dDogdGV4dCgnU2VudGVuY2UgaW52aXRpbmcgdGhlIHJlYWRlciB0byBhIGZyZWUgY29uc3VsdGF0aW9uLicsIHsgbWF4OiAzMDAgfSksXG4gICAgICB9KVxuICAgICAgLmRlc2NyaWJlKCdDYWxsIHRvIGFjdGlvbiBhdCB0aGUgZW5kIG9mIHRoZSBhcnRpY2xlLicpLFxuICAgIHRsZHI6IHRleHQoJ1Nob3J0IHN1bW1hcnkgc2hvd24gaW4gYSBUTDtEUiBib3ggYXQgdGhlIHRvcCwgb3IgbnVsbC4nLCB7IG1heDogNTAwIH0pLm51bGxhYmxlKCkuZGVmYXVsdChudWxsKSxcbiAgICBkcmFmdDogei5ib29sZWFuKCkuZGVmYXVsdChmYWxzZSkuZGVzY3JpYmUoJ3RydWUga2VlcHMgdGhlIGFydGljbGUgb3V0IG9mIHRoZSBsaXZlIHNpdGUsIHRoZSBzaXRlbWFwIGFuZCB0aGUgZmVlZC4nKSxcbiAgfSlcbiAgLmRlc2NyaWJlKCdBIGJsb2cgYXJ0aWNsZS4nKTtcblxuZXhwb3J0IGNvbnN0IGxlZ2FsU2NoZW1hID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICB0aXRsZTogdGV4dCgnVGl0bGUgb2YgdGhlIHBvbGljeSAoaXRzIGgxIGFuZCBicm93c2VyIHRpdGxlKS4nLCB7IG1heDogNzAgfSksXG4gICAgZGVzY3JpcHRpb246IHRleHQoJ01ldGEgZGVzY3JpcHRpb24gZm9yIHNlYXJjaCByZXN1bHRzIChhYm91dCA3MFx1MjAxMzE2MCBjaGFyYWN0ZXJzKS4nLCB7IG1pbjogNTAsIG1heDogMTcwIH0pLFxuICAgIHVwZGF0ZWQ6IGlzb0RhdGUoJ0RhdGUgb2YgdGhlIGxhc3QgY2hhbmdlLCB3cml0dGVuIFlZWVktTU0tREQuJyksXG4gIH0pXG4gIC5kZXNjcmliZSgnQSBsZWdhbCBwYWdlLicpO1xuXG5leHBvcnQgdHlwZSBQb3N0RnJvbnRNYXR0ZXIgPSB6LmluZmVyPHR5cGVvZiBwb3N0U2NoZW1hPjtcbmV4cG9ydCB0eXBlIExlZ2FsRnJvbnRNYXR0ZXIgPSB6LmluZmVyPHR5cGVvZiBsZWdhbFNjaGVtYT47XG4iLCAiLyoqXG4gKiBgY29udGVudC9zZXJ2aWNlcy55YW1sYCBhbmQgYGNvbnRlbnQvaW5kdXN0cmllcy55YW1sYDogdGhlIGNhcmRzIG9uIHRoZSBob21lIHBhZ2UgYW5kIHRoZVxuICogb3ZlcnZpZXcgcGFnZXMuIEJvdGggY29sbGVjdGlvbnMgc2hhcmUgb25lIGNhcmQgc2hhcGUgKHRoZSBzcGVjaWZpY2F0aW9uIGdpdmVzIHRoZW0gdGhlXG4gKiBzYW1lIGZpZWxkcykuXG4gKi9cbmltcG9ydCB7IHogfSBmcm9tICd6b2QnO1xuaW1wb3J0IHsgY29sb3IsIGN0YSwgc2VjdGlvbkhlYWRpbmcsIHNlbywgc2x1ZywgdGV4dCB9IGZyb20gJy4vY29tbW9uLnRzJztcblxuZXhwb3J0IGNvbnN0IElDT05TID0gWyd3b3JrZmxvdycsICd2b2ljZScsICdjaGF0JywgJ2NhbGVuZGFyJywgJ21lZ2FwaG9uZScsICdjbG91ZCcsICd1dGVuc2lscycsICdob3RlbCcsICdoZWFsdGgnLCAnaG9tZScsICdsZWFmJywgJ3NoaWVsZCcsICdjYXJ0J10gYXMgY29uc3Q7XG5cbmNvbnN0IGNhcmQgPSAoa2luZDogJ3NlcnZpY2UnIHwgJ2luZHVzdHJ5JykgPT5cbiAgelxuICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgc2x1Zzogc2x1ZyhgTGFzdCBwYXJ0IG9mIHRoZSAke2tpbmR9IHBhZ2UgYWRkcmVzcywgZS5nLiAke2tpbmQgPT09ICdzZXJ2aWNlJyA/ICd2b2ljZS1hZ2VudHMgZm9yIC9zZXJ2aWNlcy92b2ljZS1hZ2VudHMnIDogJ3Jlc3RhdXJhbnRzIGZvciAvaW5kdXN0cmllcy9yZXN0YXVyYW50cyd9LmApLFxuICAgICAgdGl0bGU6IHRleHQoYE5hbWUgb2YgdGhlICR7a2luZH0uYCwgeyBtYXg6IDUwIH0pLFxuICAgICAgZGVzY3JpcHRpb246IHRleHQoJ1R3byBzZW50ZW5jZXMgc2hvd24gb24gdGhlIGNhcmQuJywgeyBtYXg6IDI0MCB9KSxcbiAgICAgIGJlbmVmaXRzOiB6LmFycmF5KHRleHQoJ0Egc2hvcnQgYmVuZWZpdC4nLCB7IG1heDogNjAgfSkpLmxlbmd0aCgzKS5kZXNjcmliZSgnRXhhY3RseSB0aHJlZSBzaG9ydCBiZW5lZml0cyBsaXN0ZWQgb24gdGhlIGNhcmQuJyksXG4gICAgICBpY29uOiB6LmVudW0oSUNPTlMpLmRlc2NyaWJlKGBJY29uIGRyYXduIG9uIHRoZSBjYXJkLCBvbmUgb2Y6ICR7SUNPTlMuam9pbignLCAnKX0uYCksXG4gICAgICBjb2xvcjogY29sb3IoKSxcbiAgICAgIHN0YXR1czogelxuICAgICAgICAuZW51bShraW5kID09PSAnc2VydmljZScgPyBbJ2NvbWluZy1zb29uJ10gOiBbJ2Nhc2Utc3R1ZHknLCAnY29taW5nLXNvb24nXSlcbiAgICAgICAgLmRlc2NyaWJlKFxuICAgICAgICAgIGtpbmQgPT09ICdzZXJ2aWNlJ1xuICAgICAgICAgICAgPyAnUGFnZSBzdGF0ZTogY29taW5nLXNvb24gKGEgcGxhY2Vob2xkZXIgcGFnZSwgaGlkZGVuIGZyb20gc2VhcmNoIGVuZ2luZXMpLidcbiAgICAgICAgICAgIDogJ1BhZ2Ugc3RhdGU6IGNhc2Utc3R1ZHkgKGEgZnVsbCBwYWdlIGZyb20gY29udGVudC9jYXNlLXN0dWRpZXMvPHNsdWc+LnlhbWwpIG9yIGNvbWluZy1zb29uIChhIHBsYWNlaG9sZGVyIGhpZGRlbiBmcm9tIHNlYXJjaCBlbmdpbmVzKS4nLFxuICAgICAgICApLFxuICAgICAgLi4uKGtpbmQgPT09ICdpbmR1c3RyeSdcbiAgICAgICAgPyB7IGluTWVudTogei5ib29sZWFuKCkuZGVmYXVsdCh0cnVlKS5kZXNjcmliZSgnU2hvdyB0aGlzIGluZHVzdHJ5IGluIHRoZSBoZWFkZXIgZHJvcGRvd24gYW5kIG9uIHRoZSBob21lIHBhZ2UuJykgfVxuICAgICAgICA6IHt9KSxcbiAgICB9KVxuICAgIC5kZXNjcmliZShgQSAke2tpbmR9IGNhcmQuYCk7XG5cbmNvbnN0IG92ZXJ2aWV3ID0gKGtpbmQ6ICdzZXJ2aWNlJyB8ICdpbmR1c3RyeScpID0+XG4gIHouc3RyaWN0T2JqZWN0KHtcbiAgICBzZW8sXG4gICAgaGVhZGluZzogc2VjdGlvbkhlYWRpbmcsXG4gICAgbm90aWNlOiB0ZXh0KCdOb3RpY2Ugb24gdGhlIG92ZXJ2aWV3IHBhZ2UsIGUuZy4gdGhhdCBkZXRhaWxlZCBwYWdlcyBhcmUgYmVpbmcgZGV2ZWxvcGVkLicsIHsgbWF4OiAyMDAgfSksXG4gICAgY29taW5nU29vbjogelxuICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgIGxhYmVsOiB0ZXh0KCdUZXh0IHNob3duIG9uIHBsYWNlaG9sZGVyIHBhZ2VzLCBlLmcuIFwiQ29taW5nIHNvb24uLi5cIi4nLCB7IG1heDogNDAgfSksXG4gICAgICAgIHRleHQ6IHRleHQoJ1NlbnRlbmNlIHVuZGVyIGl0IGludml0aW5nIHRoZSB2aXNpdG9yIHRvIGdldCBpbiB0b3VjaCBtZWFud2hpbGUuJywgeyBtYXg6IDIwMCB9KSxcbiAgICAgICAgY3RhLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnV2hhdCBwbGFjZWhvbGRlciBwYWdlcyBzaG93LicpLFxuICAgIGl0ZW1zOiB6LmFycmF5KGNhcmQoa2luZCkpLm1pbigxKS5tYXgoMjApLmRlc2NyaWJlKGBUaGUgJHtraW5kfSBjYXJkcywgaW4gZGlzcGxheSBvcmRlci5gKSxcbiAgfSk7XG5cbmV4cG9ydCBjb25zdCBzZXJ2aWNlc1NjaGVtYSA9IG92ZXJ2aWV3KCdzZXJ2aWNlJykuZGVzY3JpYmUoJ1NlcnZpY2VzOiB0aGUgb3ZlcnZpZXcgcGFnZSBhbmQgdGhlIHNlcnZpY2UgY2FyZHMuJyk7XG5leHBvcnQgY29uc3QgaW5kdXN0cmllc1NjaGVtYSA9IG92ZXJ2aWV3KCdpbmR1c3RyeScpLmRlc2NyaWJlKCdJbmR1c3RyaWVzOiB0aGUgb3ZlcnZpZXcgcGFnZSBhbmQgdGhlIGluZHVzdHJ5IGNhcmRzLicpO1xuXG5leHBvcnQgdHlwZSBTZXJ2aWNlcyA9IHouaW5mZXI8dHlwZW9mIHNlcnZpY2VzU2NoZW1hPjtcbmV4cG9ydCB0eXBlIEluZHVzdHJpZXMgPSB6LmluZmVyPHR5cGVvZiBpbmR1c3RyaWVzU2NoZW1hPjtcbmV4cG9ydCB0eXBlIFNlcnZpY2VDYXJkID0gU2VydmljZXNbJ2l0ZW1zJ11bbnVtYmVyXTtcbmV4cG9ydCB0eXBlIEluZHVzdHJ5Q2FyZCA9IEluZHVzdHJpZXNbJ2l0ZW1zJ11bbnVtYmVyXTtcbiIsICIvKiogYGNvbnRlbnQvYWJvdXQueWFtbGAsIGBjb250ZW50L2NvbnRhY3QueWFtbGAsIGBjb250ZW50L25vdC1mb3VuZC55YW1sYCwgYGNvbnRlbnQvYmxvZy55YW1sYC4gKi9cbmltcG9ydCB7IHogfSBmcm9tICd6b2QnO1xuaW1wb3J0IHsgY3RhLCBzZWN0aW9uSGVhZGluZywgc2VvLCBzdGF0LCB0ZXh0IH0gZnJvbSAnLi9jb21tb24udHMnO1xuXG5leHBvcnQgY29uc3QgYWJvdXRTY2hlbWEgPSB6XG4gIC5zdHJpY3RPYmplY3Qoe1xuICAgIHNlbyxcbiAgICB0aXRsZTogdGV4dCgnSGVhZGluZyBvZiB0aGUgYWJvdXQgcGFnZSAoaXRzIGgxKS4nLCB7IG1heDogODAgfSksXG4gICAgaW50cm86IHRleHQoJ1BhcmFncmFwaCB1bmRlciB0aGUgaGVhZGluZy4nLCB7IG1heDogNDAwIH0pLFxuICAgIG1pc3Npb246IHouc3RyaWN0T2JqZWN0KHsgdGl0bGU6IHRleHQoJ0hlYWRpbmcgb2YgdGhlIG1pc3Npb24uJywgeyBtYXg6IDYwIH0pLCB0ZXh0OiB0ZXh0KCdUaGUgbWlzc2lvbiBzdGF0ZW1lbnQuJywgeyBtYXg6IDgwMCB9KSB9KS5kZXNjcmliZSgnVGhlIG1pc3Npb24gc3RhdGVtZW50LicpLFxuICAgIHN0YXRzOiB6LmFycmF5KHN0YXQpLmxlbmd0aCg0KS5kZXNjcmliZSgnRXhhY3RseSBmb3VyIGhlYWRsaW5lIGZpZ3VyZXMuJyksXG4gICAgdmFsdWVzOiB6XG4gICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgaGVhZGluZzogc2VjdGlvbkhlYWRpbmcsXG4gICAgICAgIGl0ZW1zOiB6XG4gICAgICAgICAgLmFycmF5KHouc3RyaWN0T2JqZWN0KHsgdGl0bGU6IHRleHQoJ05hbWUgb2YgdGhlIHZhbHVlLicsIHsgbWF4OiA0MCB9KSwgdGV4dDogdGV4dCgnV2hhdCBpdCBtZWFucyBpbiBwcmFjdGljZS4nLCB7IG1heDogMzAwIH0pIH0pLmRlc2NyaWJlKCdBIGNvbXBhbnkgdmFsdWUuJykpXG4gICAgICAgICAgLmxlbmd0aCg0KVxuICAgICAgICAgIC5kZXNjcmliZSgnRXhhY3RseSBmb3VyIHZhbHVlcy4nKSxcbiAgICAgIH0pXG4gICAgICAuZGVzY3JpYmUoJ1RoZSB2YWx1ZXMgc2VjdGlvbi4nKSxcbiAgICByZXZpZXdzOiBzZWN0aW9uSGVhZGluZyxcbiAgICBjdGEsXG4gIH0pXG4gIC5kZXNjcmliZSgnVGhlIGFib3V0IHBhZ2UuJyk7XG5cbmV4cG9ydCBjb25zdCBjb250YWN0U2NoZW1hID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICBzZW8sXG4gICAgdGl0bGU6IHRleHQoJ0hlYWRpbmcgb2YgdGhlIGNvbnRhY3QgcGFnZSAoaXRzIGgxKS4nLCB7IG1heDogODAgfSksXG4gICAgaW50cm86IHRleHQoJ1BhcmFncmFwaCB1bmRlciB0aGUgaGVhZGluZy4nLCB7IG1heDogMzAwIH0pLFxuICAgIGZvcm06IHpcbiAgICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgICB0aXRsZTogdGV4dCgnSGVhZGluZyBvZiB0aGUgZm9ybSwgZS5nLiBcIlNlbmQgdXMgYSBtZXNzYWdlXCIuJywgeyBtYXg6IDYwIH0pLFxuICAgICAgICBsYWJlbHM6IHpcbiAgICAgICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgICAgIGZpcnN0TmFtZTogdGV4dCgnTGFiZWwgb2YgdGhlIGZpcnN0IG5hbWUgZmllbGQuJywgeyBtYXg6IDQwIH0pLFxuICAgICAgICAgICAgbGFzdE5hbWU6IHRleHQoJ0xhYmVsIG9mIHRoZSBsYXN0IG5hbWUgZmllbGQuJywgeyBtYXg6IDQwIH0pLFxuICAgICAgICAgICAgZW1haWw6IHRleHQoJ0xhYmVsIG9mIHRoZSBlLW1haWwgZmllbGQuJywgeyBtYXg6IDQwIH0pLFxuICAgICAgICAgICAgcGhvbmU6IHRleHQoJ0xhYmVsIG9mIHRoZSBwaG9uZSBmaWVsZC4nLCB7IG1heDogNDAgfSksXG4gICAgICAgICAgICBtZXNzYWdlOiB0ZXh0KCdMYWJlbCBvZiB0aGUgbWVzc2FnZSBmaWVsZC4nLCB7IG1heDogNjAgfSksXG4gICAgICAgICAgfSlcbiAgICAgICAgICAuZGVzY3JpYmUoJ0xhYmVscyBvZiB0aGUgZm9ybSBmaWVsZHMuJyksXG4gICAgICAgIG1lc3NhZ2VQbGFjZWhvbGRlcjogdGV4dCgnUHJvbXB0IGluc2lkZSB0aGUgbWVzc2FnZSBib3guJywgeyBtYXg6IDEwMCB9KSxcbiAgICAgICAgc3VibWl0OiB0ZXh0KCdUZXh0IG9mIHRoZSBzdWJtaXQgYnV0dG9uLicsIHsgbWF4OiAzMCB9KSxcbiAgICAgICAgc3VibWl0dGluZzogdGV4dCgnVGV4dCBvZiB0aGUgc3VibWl0IGJ1dHRvbiB3aGlsZSBzZW5kaW5nLicsIHsgbWF4OiAzMCB9KSxcbiAgICAgICAgZmFpbHVyZTogdGV4dCgnQWxlcnQgc2hvd24gd2hlbiBzZW5kaW5nIGZhaWxlZC4nLCB7IG1heDogMjAwIH0pLFxuICAgICAgICBzdWNjZXNzVGl0bGU6IHRleHQoJ1RpdGxlIG9mIHRoZSB0aGFuay15b3UgZGlhbG9nLicsIHsgbWF4OiA0MCB9KSxcbiAgICAgICAgc3VjY2Vzc1RleHQ6IHRleHQoJ1RleHQgb2YgdGhlIHRoYW5rLXlvdSBkaWFsb2cuJywgeyBtYXg6IDIwMCB9KSxcbiAgICAgICAgY2xvc2U6IHRleHQoJ1RleHQgb2YgdGhlIGRpYWxvZ1x1MjAxOXMgY2xvc2UgYnV0dG9uLicsIHsgbWF4OiAyMCB9KSxcbiAgICAgICAgcHJpdmFjeU5vdGU6IHRleHQoJ0xpbmUgdW5kZXIgdGhlIGJ1dHRvbiBhYm91dCBob3cgdGhlIGRhdGEgaXMgdXNlZC4nLCB7IG1heDogMjAwIH0pLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnVGhlIGNvbnRhY3QgZm9ybS4nKSxcbiAgICBnZXRJblRvdWNoOiB6XG4gICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgdGl0bGU6IHRleHQoJ0hlYWRpbmcgb2YgdGhlIHBhbmVsLCBlLmcuIFwiR2V0IGluIHRvdWNoXCIuJywgeyBtYXg6IDQwIH0pLFxuICAgICAgICBwaG9uZUxhYmVsOiB0ZXh0KCdMYWJlbCBhYm92ZSB0aGUgcGhvbmUgbnVtYmVycy4nLCB7IG1heDogMzAgfSksXG4gICAgICAgIGVtYWlsTGFiZWw6IHRleHQoJ0xhYmVsIGFib3ZlIHRoZSBlLW1haWwgYWRkcmVzcy4nLCB7IG1heDogMzAgfSksXG4gICAgICAgIGxvY2F0aW9uTGFiZWw6IHRleHQoJ0xhYmVsIGFib3ZlIHRoZSBsb2NhdGlvbi4nLCB7IG1heDogMzAgfSksXG4gICAgICAgIGhvdXJzTGFiZWw6IHRleHQoJ0xhYmVsIGFib3ZlIHRoZSBidXNpbmVzcyBob3Vycy4nLCB7IG1heDogMzAgfSksXG4gICAgICB9KVxuICAgICAgLmRlc2NyaWJlKCdUaGUgcGFuZWwgd2l0aCBjb250YWN0IGRldGFpbHMgKHZhbHVlcyBjb21lIGZyb20gc2l0ZS55YW1sKS4nKSxcbiAgICBuZXh0U3RlcHM6IHpcbiAgICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgICB0aXRsZTogdGV4dCgnSGVhZGluZyBvZiB0aGUgbGlzdCwgZS5nLiBcIldoYXQgaGFwcGVucyBuZXh0P1wiLicsIHsgbWF4OiA2MCB9KSxcbiAgICAgICAgaXRlbXM6IHpcbiAgICAgICAgICAuYXJyYXkoei5zdHJpY3RPYmplY3QoeyB0aXRsZTogdGV4dCgnTmFtZSBvZiB0aGUgc3RlcC4nLCB7IG1heDogNjAgfSksIHRleHQ6IHRleHQoJ1doYXQgaGFwcGVucyBpbiBpdC4nLCB7IG1heDogMjAwIH0pIH0pLmRlc2NyaWJlKCdBIHN0ZXAuJykpXG4gICAgICAgICAgLmxlbmd0aCgzKVxuICAgICAgICAgIC5kZXNjcmliZSgnRXhhY3RseSB0aHJlZSBzdGVwcy4nKSxcbiAgICAgIH0pXG4gICAgICAuZGVzY3JpYmUoJ1doYXQgaGFwcGVucyBhZnRlciBhIHZpc2l0b3Igc2VuZHMgdGhlIGZvcm0uJyksXG4gIH0pXG4gIC5kZXNjcmliZSgnVGhlIGNvbnRhY3QgcGFnZS4nKTtcblxuZXhwb3J0IGNvbnN0IG5vdEZvdW5kU2NoZW1hID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICBzZW8sXG4gICAgY29kZTogdGV4dCgnQmlnIGNvZGUgc2hvd24gb24gdGhlIHBhZ2UuJywgeyBtYXg6IDUgfSksXG4gICAgdGl0bGU6IHRleHQoJ0hlYWRpbmcgb2YgdGhlIHBhZ2UgKGl0cyBoMSkuJywgeyBtYXg6IDYwIH0pLFxuICAgIHRleHQ6IHRleHQoJ1NlbnRlbmNlIHVuZGVyIHRoZSBoZWFkaW5nLicsIHsgbWF4OiAyMDAgfSksXG4gICAgaG9tZTogdGV4dCgnVGV4dCBvZiB0aGUgbGluayBob21lLicsIHsgbWF4OiAzMCB9KSxcbiAgICBiYWNrOiB0ZXh0KCdUZXh0IG9mIHRoZSBiYWNrIGJ1dHRvbi4nLCB7IG1heDogMzAgfSksXG4gICAgc2VydmljZXNUaXRsZTogdGV4dCgnSGVhZGluZyBhYm92ZSB0aGUgbGlzdCBvZiBzZXJ2aWNlcy4nLCB7IG1heDogNDAgfSksXG4gICAgc2VydmljZXM6IHouYXJyYXkoei5zdHJpbmcoKS5kZXNjcmliZSgnQSBzZXJ2aWNlIHNsdWcgZnJvbSBjb250ZW50L3NlcnZpY2VzLnlhbWwuJykpLmxlbmd0aCg0KS5kZXNjcmliZSgnU2x1Z3Mgb2YgdGhlIGZvdXIgc2VydmljZXMgbGlzdGVkLicpLFxuICAgIGluZHVzdHJpZXNUaXRsZTogdGV4dCgnSGVhZGluZyBhYm92ZSB0aGUgbGlzdCBvZiBpbmR1c3RyaWVzLicsIHsgbWF4OiA0MCB9KSxcbiAgICBpbmR1c3RyaWVzOiB6LmFycmF5KHouc3RyaW5nKCkuZGVzY3JpYmUoJ0FuIGluZHVzdHJ5IHNsdWcgZnJvbSBjb250ZW50L2luZHVzdHJpZXMueWFtbC4nKSkubGVuZ3RoKDQpLmRlc2NyaWJlKCdTbHVncyBvZiB0aGUgZm91ciBpbmR1c3RyaWVzIGxpc3RlZC4nKSxcbiAgfSlcbiAgLmRlc2NyaWJlKCdUaGUgNDA0IHBhZ2UuJyk7XG5cbmV4cG9ydCBjb25zdCBibG9nSW5kZXhTY2hlbWEgPSB6XG4gIC5zdHJpY3RPYmplY3Qoe1xuICAgIHNlbyxcbiAgICBoZWFkaW5nOiBzZWN0aW9uSGVhZGluZyxcbiAgICBhdXRob3I6IHRleHQoJ0F1dGhvciBsYWJlbCBzaG93biBvbiBldmVyeSBhcnRpY2xlLCBlLmcuIFwiTGFrZXNob3JlIEFJIFRlYW1cIi4nLCB7IG1heDogNjAgfSksXG4gICAgcG9zdHNQZXJQYWdlOiB6Lm51bWJlcigpLmludCgpLm1pbigzKS5tYXgoNjApLmRlc2NyaWJlKCdIb3cgbWFueSBhcnRpY2xlIGNhcmRzIG9uZSBwYWdlIG9mIHRoZSBibG9nIHNob3dzIGJlZm9yZSBwYWdpbmF0aW5nLicpLFxuICAgIHJlYWRNb3JlOiB0ZXh0KCdUZXh0IG9mIHRoZSBsaW5rIG9uIGVhY2ggY2FyZC4nLCB7IG1heDogMzAgfSksXG4gICAgYmFja1RvQmxvZzogdGV4dCgnVGV4dCBvZiB0aGUgbGluayBiYWNrIHRvIHRoZSBibG9nLicsIHsgbWF4OiAzMCB9KSxcbiAgICBwcmV2aW91c0xhYmVsOiB0ZXh0KCdMYWJlbCBvZiB0aGUgbGluayB0byB0aGUgcHJldmlvdXMgYXJ0aWNsZS4nLCB7IG1heDogMzAgfSksXG4gICAgbmV4dExhYmVsOiB0ZXh0KCdMYWJlbCBvZiB0aGUgbGluayB0byB0aGUgbmV4dCBhcnRpY2xlLicsIHsgbWF4OiAzMCB9KSxcbiAgICBmZWVkVGl0bGU6IHRleHQoJ1RpdGxlIG9mIHRoZSBSU1MgZmVlZC4nLCB7IG1heDogODAgfSksXG4gICAgY3RhLFxuICB9KVxuICAuZGVzY3JpYmUoJ1RoZSBibG9nIGluZGV4IGFuZCBzaGFyZWQgYXJ0aWNsZSBsYWJlbHMuJyk7XG5cbmV4cG9ydCB0eXBlIEFib3V0ID0gei5pbmZlcjx0eXBlb2YgYWJvdXRTY2hlbWE+O1xuZXhwb3J0IHR5cGUgQ29udGFjdCA9IHouaW5mZXI8dHlwZW9mIGNvbnRhY3RTY2hlbWE+O1xuZXhwb3J0IHR5cGUgTm90Rm91bmQgPSB6LmluZmVyPHR5cGVvZiBub3RGb3VuZFNjaGVtYT47XG5leHBvcnQgdHlwZSBCbG9nSW5kZXggPSB6LmluZmVyPHR5cGVvZiBibG9nSW5kZXhTY2hlbWE+O1xuIiwgIi8qKiBgY29udGVudC90ZXN0aW1vbmlhbHMueWFtbGAsIGBjb250ZW50L2ZhcXMueWFtbGAsIGBjb250ZW50L3Rvb2xzLnlhbWxgLiAqL1xuaW1wb3J0IHsgeiB9IGZyb20gJ3pvZCc7XG5pbXBvcnQgeyBpbWFnZSwgdGV4dCB9IGZyb20gJy4vY29tbW9uLnRzJztcblxuZXhwb3J0IGNvbnN0IHRlc3RpbW9uaWFsc1NjaGVtYSA9IHpcbiAgLnN0cmljdE9iamVjdCh7XG4gICAgaXRlbXM6IHpcbiAgICAgIC5hcnJheShcbiAgICAgICAgelxuICAgICAgICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgICAgICAgbmFtZTogdGV4dCgnTmFtZSBvZiB0aGUgY2xpZW50IHdobyBnYXZlIHRoZSByZXZpZXcuJywgeyBtYXg6IDYwIH0pLFxuICAgICAgICAgICAgcm9sZTogdGV4dCgnVGhlaXIgam9iIHRpdGxlLicsIHsgbWF4OiA2MCB9KSxcbiAgICAgICAgICAgIGNvbXBhbnk6IHRleHQoJ1RoZWlyIGNvbXBhbnkuJywgeyBtYXg6IDYwIH0pLFxuICAgICAgICAgICAgY29udGVudDogdGV4dCgnVGhlIHJldmlldywgaW4gdGhlaXIgd29yZHMuJywgeyBtYXg6IDYwMCB9KSxcbiAgICAgICAgICAgIHJhdGluZzogei5udW1iZXIoKS5pbnQoKS5taW4oMSkubWF4KDUpLmRlc2NyaWJlKCdTdGFyIHJhdGluZyBmcm9tIDEgdG8gNS4nKSxcbiAgICAgICAgICAgIGltYWdlOiBpbWFnZSgnUG9ydHJhaXQgaWxsdXN0cmF0aW9uICg5Nlx1MDBENzk2KS4nKSxcbiAgICAgICAgICB9KVxuICAgICAgICAgIC5kZXNjcmliZSgnQSBjbGllbnQgcmV2aWV3LicpLFxuICAgICAgKVxuICAgICAgLm1pbigxKVxuICAgICAgLm1heCgzMClcbiAgICAgIC5kZXNjcmliZSgnQ2xpZW50IHJldmlld3M7IHRoZSBmaXJzdCB0aHJlZSBhcHBlYXIgb24gdGhlIGhvbWUgcGFnZSwgYWxsIG9mIHRoZW0gb24gL2Fib3V0I3Jldmlld3MuJyksXG4gIH0pXG4gIC5kZXNjcmliZSgnQ2xpZW50IHJldmlld3MuJyk7XG5cbmV4cG9ydCBjb25zdCBmYXFzU2NoZW1hID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICBpdGVtczogelxuICAgICAgLmFycmF5KFxuICAgICAgICB6XG4gICAgICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgICAgICBxdWVzdGlvbjogdGV4dCgnVGhlIHF1ZXN0aW9uLCBhcyBhIHZpc2l0b3Igd291bGQgYXNrIGl0LicsIHsgbWF4OiAxNjAgfSksXG4gICAgICAgICAgICBhbnN3ZXI6IHRleHQoJ1RoZSBhbnN3ZXIgc2hvd24gd2hlbiB0aGUgcXVlc3Rpb24gaXMgb3BlbmVkIChwbGFpbiB0ZXh0KS4nLCB7IG1heDogMTIwMCB9KSxcbiAgICAgICAgICB9KVxuICAgICAgICAgIC5kZXNjcmliZSgnQSBxdWVzdGlvbiBhbmQgaXRzIGFuc3dlci4nKSxcbiAgICAgIClcbiAgICAgIC5taW4oMSlcbiAgICAgIC5tYXgoMjApXG4gICAgICAuZGVzY3JpYmUoJ0ZyZXF1ZW50bHkgYXNrZWQgcXVlc3Rpb25zLCBpbiBkaXNwbGF5IG9yZGVyOyB0aGUgZmlyc3QgaXMgb3BlbiB3aGVuIHRoZSBwYWdlIGxvYWRzLicpLFxuICB9KVxuICAuZGVzY3JpYmUoJ0ZyZXF1ZW50bHkgYXNrZWQgcXVlc3Rpb25zLicpO1xuXG5leHBvcnQgY29uc3QgdG9vbHNTY2hlbWEgPSB6XG4gIC5zdHJpY3RPYmplY3Qoe1xuICAgIGl0ZW1zOiB6XG4gICAgICAuYXJyYXkoXG4gICAgICAgIHpcbiAgICAgICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgICAgIG5hbWU6IHRleHQoJ05hbWUgb2YgdGhlIHRvb2wgKHJlYWQgYnkgc2NyZWVuIHJlYWRlcnMpLicsIHsgbWF4OiA0MCB9KSxcbiAgICAgICAgICAgIGxvZ286IGltYWdlKCdMb2dvIG9mIHRoZSB0b29sICgxNjBcdTAwRDc0OCBTVkcpLicpLFxuICAgICAgICAgIH0pXG4gICAgICAgICAgLmRlc2NyaWJlKCdBIHRvb2wgd2Ugd29yayB3aXRoLicpLFxuICAgICAgKVxuICAgICAgLm1pbigxKVxuICAgICAgLm1heCgxMilcbiAgICAgIC5kZXNjcmliZSgnTG9nb3MgaW4gdGhlIHNjcm9sbGluZyB0b29scyBzdHJpcC4nKSxcbiAgfSlcbiAgLmRlc2NyaWJlKCdUb29scyB3ZSB3b3JrIHdpdGguJyk7XG5cbmV4cG9ydCB0eXBlIFRlc3RpbW9uaWFsID0gei5pbmZlcjx0eXBlb2YgdGVzdGltb25pYWxzU2NoZW1hPlsnaXRlbXMnXVtudW1iZXJdO1xuZXhwb3J0IHR5cGUgRmFxID0gei5pbmZlcjx0eXBlb2YgZmFxc1NjaGVtYT5bJ2l0ZW1zJ11bbnVtYmVyXTtcbmV4cG9ydCB0eXBlIFRvb2wgPSB6LmluZmVyPHR5cGVvZiB0b29sc1NjaGVtYT5bJ2l0ZW1zJ11bbnVtYmVyXTtcbiIsICIvKiogYGNvbnRlbnQvc2l0ZS55YW1sYDogc2V0dGluZ3MgdXNlZCBvbiBldmVyeSBwYWdlIChjb21wYW55LCBjb250YWN0IGRldGFpbHMsIGhlYWRlciwgZm9vdGVyKS4gKi9cbmltcG9ydCB7IHogfSBmcm9tICd6b2QnO1xuaW1wb3J0IHsgY3RhLCBleHRlcm5hbFVybCwgaHJlZiwgaW1hZ2UsIHRleHQgfSBmcm9tICcuL2NvbW1vbi50cyc7XG5cbmNvbnN0IHBob25lID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICBsYWJlbDogdGV4dCgnV2hhdCB0aGUgbnVtYmVyIGlzIGZvciwgZS5nLiBcIkNhbGwgb3IgV2hhdHNBcHBcIiBvciBcIk9mZmljZVwiLicsIHsgbWF4OiA0MCB9KSxcbiAgICBkaXNwbGF5OiB0ZXh0KCdUaGUgbnVtYmVyIGFzIHZpc2l0b3JzIHJlYWQgaXQsIGUuZy4gXCIrMSAoMzEyKSA1NTUtMDE0MlwiLicsIHsgbWF4OiAzMCB9KSxcbiAgICB0ZWw6IHpcbiAgICAgIC5zdHJpbmcoKVxuICAgICAgLnJlZ2V4KC9eXFwrWzEtOV1cXGR7NiwxNH0kLywgeyBtZXNzYWdlOiAnbXVzdCBiZSB0aGUgbnVtYmVyIGluIGludGVybmF0aW9uYWwgZm9ybTogKyBhbmQgZGlnaXRzIG9ubHksIGUuZy4gKzEzMTI1NTUwMTQyLicgfSlcbiAgICAgIC5kZXNjcmliZSgnVGhlIHNhbWUgbnVtYmVyIGZvciB0ZWw6IGxpbmtzOiArIGFuZCBkaWdpdHMgb25seSwgZS5nLiArMTMxMjU1NTAxNDIuJyksXG4gICAgd2hhdHNhcHA6IHouYm9vbGVhbigpLmRlZmF1bHQoZmFsc2UpLmRlc2NyaWJlKCd0cnVlIGlmIHRoZSBudW1iZXIgYWxzbyB0YWtlcyBXaGF0c0FwcCBtZXNzYWdlcy4nKSxcbiAgfSlcbiAgLmRlc2NyaWJlKCdBIHBob25lIG51bWJlciBzaG93biBvbiB0aGUgc2l0ZS4nKTtcblxuY29uc3QgV0VFS0RBWVMgPSBbJ01vbmRheScsICdUdWVzZGF5JywgJ1dlZG5lc2RheScsICdUaHVyc2RheScsICdGcmlkYXknLCAnU2F0dXJkYXknLCAnU3VuZGF5J10gYXMgY29uc3Q7XG5jb25zdCB0aW1lID0gKHdoYXQ6IHN0cmluZykgPT5cbiAgelxuICAgIC5zdHJpbmcoKVxuICAgIC5yZWdleCgvXihbMDFdXFxkfDJbMC0zXSk6WzAtNV1cXGQkLywgeyBtZXNzYWdlOiAnbXVzdCBiZSBhIDI0LWhvdXIgdGltZSBsaWtlIDA5OjAwIG9yIDE4OjAwLicgfSlcbiAgICAuZGVzY3JpYmUoYCR7d2hhdH0gYXMgYSAyNC1ob3VyIHRpbWUsIGUuZy4gMDk6MDAuYCk7XG5cbmNvbnN0IG5hdkl0ZW0gPSB6XG4gIC5zdHJpY3RPYmplY3Qoe1xuICAgIGxhYmVsOiB0ZXh0KCdUZXh0IG9mIHRoZSBtZW51IGl0ZW0uJywgeyBtYXg6IDMwIH0pLFxuICAgIGhyZWY6IGhyZWYoJ1doZXJlIHRoZSBpdGVtIGxlYWRzLCBlLmcuIC9ibG9nIG9yIC8jc2VydmljZXMuJyksXG4gICAgYWN0aXZlUHJlZml4OiB6XG4gICAgICAuc3RyaW5nKClcbiAgICAgIC5yZWdleCgvXlxcL1thLXowLTkvLV0qJC8sIHsgbWVzc2FnZTogJ211c3QgYmUgYSBzaXRlIHBhdGggc3VjaCBhcyAvc2VydmljZXMuJyB9KVxuICAgICAgLmRlc2NyaWJlKCdUaGUgaXRlbSBpcyBtYXJrZWQgYXMgdGhlIGN1cnJlbnQgc2VjdGlvbiBvbiBldmVyeSBwYWdlIHdob3NlIHBhdGggc3RhcnRzIHdpdGggdGhpcyAoZGVmYXVsdHMgdG8gdGhlIGhyZWYpLicpXG4gICAgICAub3B0aW9uYWwoKSxcbiAgICBtZW51OiB6XG4gICAgICAuZW51bShbJ2luZHVzdHJpZXMnXSlcbiAgICAgIC5kZXNjcmliZSgnU2V0IHRvIFwiaW5kdXN0cmllc1wiIHRvIG9wZW4gYSBkcm9wZG93biBsaXN0aW5nIHRoZSBpbmR1c3RyeSBwYWdlcy4nKVxuICAgICAgLm9wdGlvbmFsKCksXG4gIH0pXG4gIC5kZXNjcmliZSgnT25lIGl0ZW0gb2YgdGhlIGhlYWRlciBtZW51LicpO1xuXG5jb25zdCBmb290ZXJMaW5rID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICBsYWJlbDogdGV4dCgnVGV4dCBvZiB0aGUgbGluay4nLCB7IG1heDogNDAgfSksXG4gICAgaHJlZjogaHJlZignV2hlcmUgdGhlIGxpbmsgbGVhZHM6IGEgcGFnZSBwYXRoIG9yIGFuIGFuY2hvciBvbiB0aGUgaG9tZSBwYWdlIHN1Y2ggYXMgLyNmYXEuJyksXG4gIH0pXG4gIC5kZXNjcmliZSgnQSBsaW5rIGluIHRoZSBmb290ZXIuJyk7XG5cbmV4cG9ydCBjb25zdCBzaXRlU2NoZW1hID0gelxuICAuc3RyaWN0T2JqZWN0KHtcbiAgICBjb21wYW55OiB6XG4gICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgbmFtZTogdGV4dCgnQ29tcGFueSBuYW1lIGFzIHNob3duIGluIHRoZSBoZWFkZXIsIHRpdGxlcyBhbmQgZm9vdGVyLicsIHsgbWF4OiA0MCB9KSxcbiAgICAgICAgbGVnYWxOYW1lOiB0ZXh0KCdSZWdpc3RlcmVkIGNvbXBhbnkgbmFtZSB1c2VkIGluIHRoZSBsZWdhbCBwYWdlcyBhbmQgY29weXJpZ2h0IGxpbmUuJywgeyBtYXg6IDgwIH0pLFxuICAgICAgICB0YWdsaW5lOiB0ZXh0KCdGb290ZXIgdGFnbGluZTogb25lIHNlbnRlbmNlIGFib3V0IHdoYXQgdGhlIGNvbXBhbnkgZG9lcy4nLCB7IG1heDogMjAwIH0pLFxuICAgICAgICBsb2dvOiBpbWFnZSgnU3F1YXJlIGxvZ28gbWFyayBzaG93biBuZXh0IHRvIHRoZSBjb21wYW55IG5hbWUuJyksXG4gICAgICAgIGZvdW5kaW5nWWVhcjogei5udW1iZXIoKS5pbnQoKS5taW4oMTk5MCkubWF4KDIxMDApLmRlc2NyaWJlKCdZZWFyIHRoZSBjb21wYW55IHdhcyBmb3VuZGVkLicpLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnV2hvIHRoZSBjb21wYW55IGlzLicpLFxuICAgIHNlbzogelxuICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgIGRlZmF1bHRUaXRsZTogdGV4dCgnVGl0bGUgb2YgdGhlIGhvbWUgcGFnZSBhbmQgZmFsbGJhY2sgdGl0bGUgKGEgY29tcGFueS1zZXJ2aWNlcyB0aXRsZSkuJywgeyBtYXg6IDcwIH0pLFxuICAgICAgICB0aXRsZVRlbXBsYXRlOiB6XG4gICAgICAgICAgLnN0cmluZygpXG4gICAgICAgICAgLmluY2x1ZGVzKCclcycsIHsgbWVzc2FnZTogJ211c3QgY29udGFpbiAlcyB3aGVyZSB0aGUgcGFnZSB0aXRsZSBnb2VzLicgfSlcbiAgICAgICAgICAuZGVzY3JpYmUoJ0hvdyBwYWdlIHRpdGxlcyBhcmUgY29tcG9zZWQ7ICVzIGlzIHJlcGxhY2VkIGJ5IHRoZSBwYWdlIHRpdGxlLCBlLmcuIFwiJXMgfCBMYWtlc2hvcmUgQUlcIi4nKSxcbiAgICAgICAgZGVmYXVsdERlc2NyaXB0aW9uOiB0ZXh0KCdGYWxsYmFjayBtZXRhIGRlc2NyaXB0aW9uIChhYm91dCA3MFx1MjAxMzE2MCBjaGFyYWN0ZXJzKS4nLCB7IG1pbjogNTAsIG1heDogMTcwIH0pLFxuICAgICAgICBkZWZhdWx0SW1hZ2U6IGltYWdlKCdJbWFnZSBzaG93biB3aGVuIGEgcGFnZSBpcyBzaGFyZWQgb24gc29jaWFsIG1lZGlhICgxMjAwXHUwMEQ3NjMwKS4nKSxcbiAgICAgICAgbG9jYWxlOiB6LnN0cmluZygpLnJlZ2V4KC9eW2Etel17Mn1fW0EtWl17Mn0kLywgeyBtZXNzYWdlOiAnbXVzdCBsb29rIGxpa2UgZW5fVVMuJyB9KS5kZXNjcmliZSgnTGFuZ3VhZ2UgYW5kIHJlZ2lvbiBvZiB0aGUgc2l0ZSwgZS5nLiBlbl9VUy4nKSxcbiAgICAgICAgdHdpdHRlckhhbmRsZTogei5zdHJpbmcoKS5yZWdleCgvXkBcXHd7MSwxNX0kLywgeyBtZXNzYWdlOiAnbXVzdCBsb29rIGxpa2UgQG5hbWUuJyB9KS5kZXNjcmliZSgnVGhlIGNvbXBhbnkgYWNjb3VudCBvbiBYL1R3aXR0ZXIsIGUuZy4gQGxha2VzaG9yZWFpLicpLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnRGVmYXVsdHMgZm9yIHRpdGxlcywgZGVzY3JpcHRpb25zIGFuZCBsaW5rIHByZXZpZXdzLicpLFxuICAgIHVybDogZXh0ZXJuYWxVcmwoJ0Nhbm9uaWNhbCBhZGRyZXNzIG9mIHRoZSBsaXZlIHNpdGUgd2l0aG91dCBhIHRyYWlsaW5nIHNsYXNoLCBlLmcuIGh0dHBzOi8vd3d3LmV4YW1wbGUuY29tLiBUaGUgU0lURV9VUkwgZW52aXJvbm1lbnQgdmFyaWFibGUgb3ZlcnJpZGVzIGl0LicpLFxuICAgIGNvbnRhY3Q6IHpcbiAgICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgICBlbWFpbDogei5lbWFpbCh7IG1lc3NhZ2U6ICdtdXN0IGJlIGFuIGUtbWFpbCBhZGRyZXNzLicgfSkuZGVzY3JpYmUoJ0UtbWFpbCBhZGRyZXNzIHNob3duIG9uIHRoZSBzaXRlICh0aGUgZm91bmRlclx1MjAxOXMgaW5ib3gpLicpLFxuICAgICAgICBwaG9uZXM6IHouYXJyYXkocGhvbmUpLm1pbigxKS5tYXgoMykuZGVzY3JpYmUoJ1Bob25lIG51bWJlcnMgc2hvd24gb24gdGhlIHNpdGU7IHRoZSBmaXJzdCBpcyB1c2VkIGluIGNhbGxzIHRvIGFjdGlvbi4nKSxcbiAgICAgICAgbG9jYXRpb246IHpcbiAgICAgICAgICAuc3RyaWN0T2JqZWN0KHtcbiAgICAgICAgICAgIGNpdHk6IHRleHQoJ0NpdHksIGUuZy4gQ2hpY2Fnby4nLCB7IG1heDogNjAgfSksXG4gICAgICAgICAgICByZWdpb246IHRleHQoJ1N0YXRlIG9yIHJlZ2lvbiwgZS5nLiBJbGxpbm9pcy4nLCB7IG1heDogNjAgfSksXG4gICAgICAgICAgICByZWdpb25Db2RlOiB6LnN0cmluZygpLnJlZ2V4KC9eW0EtWl17Mn0kLywgeyBtZXNzYWdlOiAnbXVzdCBiZSBhIHR3by1sZXR0ZXIgY29kZSBzdWNoIGFzIElMLicgfSkuZGVzY3JpYmUoJ1R3by1sZXR0ZXIgc3RhdGUgY29kZSwgZS5nLiBJTC4nKSxcbiAgICAgICAgICAgIGNvdW50cnk6IHouc3RyaW5nKCkucmVnZXgoL15bQS1aXXsyfSQvLCB7IG1lc3NhZ2U6ICdtdXN0IGJlIGEgdHdvLWxldHRlciBjb3VudHJ5IGNvZGUgc3VjaCBhcyBVUy4nIH0pLmRlc2NyaWJlKCdUd28tbGV0dGVyIGNvdW50cnkgY29kZSwgZS5nLiBVUy4nKSxcbiAgICAgICAgICB9KVxuICAgICAgICAgIC5kZXNjcmliZSgnV2hlcmUgdGhlIGNvbXBhbnkgaXMgYmFzZWQuJyksXG4gICAgICAgIGhvdXJzOiB6XG4gICAgICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgICAgICBkaXNwbGF5OiB0ZXh0KCdCdXNpbmVzcyBob3VycyBhcyB2aXNpdG9ycyByZWFkIHRoZW0sIGUuZy4gXCJNb25kYXkgXHUyMDEzIEZyaWRheSwgOTowMCBBTSBcdTIwMTMgNjowMCBQTSBDU1RcIi4nLCB7IG1heDogODAgfSksXG4gICAgICAgICAgICBkYXlzOiB6LmFycmF5KHouZW51bShXRUVLREFZUykpLm1pbigxKS5kZXNjcmliZShgT3BlbmluZyBkYXlzLCBlYWNoIG9uZSBvZjogJHtXRUVLREFZUy5qb2luKCcsICcpfS5gKSxcbiAgICAgICAgICAgIG9wZW5zOiB0aW1lKCdPcGVuaW5nIHRpbWUnKSxcbiAgICAgICAgICAgIGNsb3NlczogdGltZSgnQ2xvc2luZyB0aW1lJyksXG4gICAgICAgICAgICBlbWVyZ2VuY3k6IHRleHQoJ0xpbmUgYWJvdXQgb3V0LW9mLWhvdXJzIHN1cHBvcnQsIGUuZy4gXCJFbWVyZ2VuY3kgc3VwcG9ydCBhdmFpbGFibGUgMjQvN1wiLicsIHsgbWF4OiA4MCB9KSxcbiAgICAgICAgICB9KVxuICAgICAgICAgIC5kZXNjcmliZSgnQnVzaW5lc3MgaG91cnMgKGFsc28gcHVibGlzaGVkIHRvIHNlYXJjaCBlbmdpbmVzKS4nKSxcbiAgICAgICAgcmVzcG9uc2VUaW1lOiB0ZXh0KCdQcm9taXNlZCByZXBseSB0aW1lIGZvciBhIGNvbnRhY3QgcmVxdWVzdCwgZS5nLiBcIndpdGhpbiAyIGhvdXJzXCIuJywgeyBtYXg6IDQwIH0pLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnSG93IHZpc2l0b3JzIHJlYWNoIHRoZSBjb21wYW55LicpLFxuICAgIHNvY2lhbDogelxuICAgICAgLmFycmF5KFxuICAgICAgICB6XG4gICAgICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgICAgICBuZXR3b3JrOiB6LmVudW0oWydmYWNlYm9vaycsICd0d2l0dGVyJywgJ2xpbmtlZGluJywgJ2luc3RhZ3JhbSddKS5kZXNjcmliZSgnV2hpY2ggbmV0d29yazogZmFjZWJvb2ssIHR3aXR0ZXIsIGxpbmtlZGluIG9yIGluc3RhZ3JhbS4nKSxcbiAgICAgICAgICAgIGxhYmVsOiB0ZXh0KCdOYW1lIG9mIHRoZSBuZXR3b3JrIGFzIHJlYWQgYnkgc2NyZWVuIHJlYWRlcnMsIGUuZy4gXCJMaW5rZWRJblwiLicsIHsgbWF4OiAzMCB9KSxcbiAgICAgICAgICAgIHVybDogZXh0ZXJuYWxVcmwoJ0Z1bGwgaHR0cHM6Ly8gYWRkcmVzcyBvZiB0aGUgY29tcGFueSBwYWdlIG9uIHRoYXQgbmV0d29yay4nKSxcbiAgICAgICAgICB9KVxuICAgICAgICAgIC5kZXNjcmliZSgnQSBzb2NpYWwgbWVkaWEgcHJvZmlsZS4nKSxcbiAgICAgIClcbiAgICAgIC5tYXgoNilcbiAgICAgIC5kZXNjcmliZSgnU29jaWFsIG1lZGlhIHByb2ZpbGVzIGxpbmtlZCBpbiB0aGUgZm9vdGVyLicpLFxuICAgIGhlYWRlcjogelxuICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgIGl0ZW1zOiB6LmFycmF5KG5hdkl0ZW0pLm1pbigxKS5tYXgoOCkuZGVzY3JpYmUoJ0l0ZW1zIG9mIHRoZSBoZWFkZXIgbWVudSwgaW4gb3JkZXIuJyksXG4gICAgICAgIGN0YSxcbiAgICAgIH0pXG4gICAgICAuZGVzY3JpYmUoJ1RoZSBzdGlja3kgaGVhZGVyLicpLFxuICAgIGZvb3RlcjogelxuICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgIHF1aWNrTGlua3NUaXRsZTogdGV4dCgnSGVhZGluZyBhYm92ZSB0aGUgcXVpY2sgbGlua3MuJywgeyBtYXg6IDQwIH0pLFxuICAgICAgICBxdWlja0xpbmtzOiB6LmFycmF5KGZvb3RlckxpbmspLm1heCgxMCkuZGVzY3JpYmUoJ0xpbmtzIHRvIHNlY3Rpb25zIG9mIHRoZSBob21lIHBhZ2UuJyksXG4gICAgICAgIGxlZ2FsTGlua3M6IHouYXJyYXkoZm9vdGVyTGluaykubWF4KDYpLmRlc2NyaWJlKCdMaW5rcyB0byB0aGUgbGVnYWwgcGFnZXMuJyksXG4gICAgICAgIGNvbnRhY3RUaXRsZTogdGV4dCgnSGVhZGluZyBhYm92ZSB0aGUgY29udGFjdCBkZXRhaWxzLicsIHsgbWF4OiA0MCB9KSxcbiAgICAgICAgbmV3c2xldHRlcjogelxuICAgICAgICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgICAgICAgdGl0bGU6IHRleHQoJ0hlYWRpbmcgb2YgdGhlIG5ld3NsZXR0ZXIgYm94LicsIHsgbWF4OiA2MCB9KSxcbiAgICAgICAgICAgIHRleHQ6IHRleHQoJ09uZSBzZW50ZW5jZSBvbiB3aGF0IHN1YnNjcmliZXJzIGdldC4nLCB7IG1heDogMjAwIH0pLFxuICAgICAgICAgICAgcGxhY2Vob2xkZXI6IHRleHQoJ1BsYWNlaG9sZGVyIGluc2lkZSB0aGUgZS1tYWlsIGZpZWxkLicsIHsgbWF4OiA0MCB9KSxcbiAgICAgICAgICAgIGJ1dHRvbjogdGV4dCgnVGV4dCBvbiB0aGUgc3Vic2NyaWJlIGJ1dHRvbi4nLCB7IG1heDogMjAgfSksXG4gICAgICAgICAgICBzdWNjZXNzOiB0ZXh0KCdNZXNzYWdlIHNob3duIGFmdGVyIGEgc3VjY2Vzc2Z1bCBzaWduLXVwLicsIHsgbWF4OiAxNjAgfSksXG4gICAgICAgICAgICBmYWlsdXJlOiB0ZXh0KCdNZXNzYWdlIHNob3duIHdoZW4gdGhlIHNpZ24tdXAgY291bGQgbm90IGJlIHNhdmVkLicsIHsgbWF4OiAxNjAgfSksXG4gICAgICAgICAgfSlcbiAgICAgICAgICAuZGVzY3JpYmUoJ1RoZSBuZXdzbGV0dGVyIHNpZ24tdXAgYm94LicpLFxuICAgICAgICBjb29raWVTZXR0aW5nc0xhYmVsOiB0ZXh0KCdUZXh0IG9mIHRoZSBmb290ZXIgbGluayB0aGF0IHJlb3BlbnMgdGhlIGNvb2tpZSBjaG9pY2UuJywgeyBtYXg6IDQwIH0pLFxuICAgICAgICBjb3B5cmlnaHQ6IHRleHQoJ0NvcHlyaWdodCBsaW5lOyB7eWVhcn0gaXMgcmVwbGFjZWQgYnkgdGhlIGN1cnJlbnQgeWVhci4nLCB7IG1heDogMTIwIH0pLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnVGhlIGZvb3Rlci4nKSxcbiAgICBjb29raWVCYW5uZXI6IHpcbiAgICAgIC5zdHJpY3RPYmplY3Qoe1xuICAgICAgICB0ZXh0OiB0ZXh0KCdXaGF0IHRoZSBiYW5uZXIgdGVsbHMgdGhlIHZpc2l0b3IgYWJvdXQgY29va2llcyBhbmQgbG9jYWwgc3RvcmFnZS4nLCB7IG1heDogMzAwIH0pLFxuICAgICAgICBwb2xpY3lMaW5rTGFiZWw6IHRleHQoJ1RleHQgb2YgdGhlIGxpbmsgdG8gdGhlIGNvb2tpZSBwb2xpY3kuJywgeyBtYXg6IDQwIH0pLFxuICAgICAgICBhY2NlcHQ6IHRleHQoJ1RleHQgb2YgdGhlIGFjY2VwdCBidXR0b24uJywgeyBtYXg6IDIwIH0pLFxuICAgICAgICBkZWNsaW5lOiB0ZXh0KCdUZXh0IG9mIHRoZSBkZWNsaW5lIGJ1dHRvbi4nLCB7IG1heDogMjAgfSksXG4gICAgICB9KVxuICAgICAgLmRlc2NyaWJlKCdUaGUgY29va2llIGNvbnNlbnQgYmFubmVyLicpLFxuICAgIGFuYWx5dGljczogelxuICAgICAgLnN0cmljdE9iamVjdCh7XG4gICAgICAgIGdvb2dsZVRhZ0lkOiB6XG4gICAgICAgICAgLnN0cmluZygpXG4gICAgICAgICAgLnJlZ2V4KC9eRy1bQS1aMC05XXs0LDEyfSQvLCB7IG1lc3NhZ2U6ICdtdXN0IGJlIGEgR29vZ2xlIEFuYWx5dGljcyBtZWFzdXJlbWVudCBpZCBsaWtlIEctQUJDMTIzWFlaLCBvciBudWxsLicgfSlcbiAgICAgICAgICAubnVsbGFibGUoKVxuICAgICAgICAgIC5kZXNjcmliZSgnR29vZ2xlIEFuYWx5dGljcyBtZWFzdXJlbWVudCBpZCAoRy1cdTIwMjYpLCBvciBudWxsIGZvciBubyBhbmFseXRpY3MgYXQgYWxsLicpLFxuICAgICAgfSlcbiAgICAgIC5kZXNjcmliZSgnT3B0aW9uYWwgYW5hbHl0aWNzOyBub3RoaW5nIGxvYWRzIGJlZm9yZSB0aGUgdmlzaXRvciBhY2NlcHRzLicpLFxuICAgIHNraXBMaW5rTGFiZWw6IHRleHQoJ1RleHQgb2YgdGhlIHNraXAgbGluayB0aGF0IGtleWJvYXJkIHVzZXJzIHNlZSBmaXJzdC4nLCB7IG1heDogNDAgfSksXG4gIH0pXG4gIC5kZXNjcmliZSgnU2l0ZS13aWRlIHNldHRpbmdzLicpO1xuXG5leHBvcnQgdHlwZSBTaXRlID0gei5pbmZlcjx0eXBlb2Ygc2l0ZVNjaGVtYT47XG4iLCAiLyoqXG4gKiBQYXJzZXMgWUFNTCAod2hvbGUgZmlsZXMgYW5kIE1hcmtkb3duIGZyb250IG1hdHRlcikgd2hpbGUga2VlcGluZyBzb3VyY2UgcG9zaXRpb25zLCBzb1xuICogdGhhdCBldmVyeSBwcm9ibGVtIGNhbiBwb2ludCBhdCBgZmlsZTpsaW5lOmNvbGAuXG4gKi9cbmltcG9ydCB7IGlzTWFwLCBpc1BhaXIsIGlzU2NhbGFyLCBpc1NlcSwgTGluZUNvdW50ZXIsIHBhcnNlRG9jdW1lbnQsIHR5cGUgRG9jdW1lbnQsIHR5cGUgTm9kZSB9IGZyb20gJ3lhbWwnO1xuXG5leHBvcnQgaW50ZXJmYWNlIFlhbWxTb3VyY2Uge1xuICBmaWxlOiBzdHJpbmc7XG4gIGRhdGE6IHVua25vd247XG4gIC8qKiBMaW5lL2NvbHVtbiAoMS1iYXNlZCkgb2YgdGhlIHZhbHVlIGF0IGBwYXRoYCwgb3Igb2YgdGhlIGNsb3Nlc3QgcGFyZW50IHRoYXQgZXhpc3RzLiAqL1xuICBsb2NhdGUocGF0aDogcmVhZG9ubHkgUHJvcGVydHlLZXlbXSwgb3B0cz86IHsga2V5PzogYm9vbGVhbiB9KTogeyBsaW5lOiBudW1iZXI7IGNvbHVtbjogbnVtYmVyIH07XG4gIHN5bnRheEVycm9yczogeyBsaW5lOiBudW1iZXI7IGNvbHVtbjogbnVtYmVyOyBtZXNzYWdlOiBzdHJpbmcgfVtdO1xufVxuXG4vKipcbiAqIEBwYXJhbSBsaW5lT2Zmc2V0IGxpbmVzIGJlZm9yZSB0aGUgWUFNTCB0ZXh0IGluIGl0cyBmaWxlIChmcm9udCBtYXR0ZXIgc3RhcnRzIG9uIGxpbmUgMikuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBwYXJzZVlhbWxTb3VyY2UoZmlsZTogc3RyaW5nLCB0ZXh0OiBzdHJpbmcsIGxpbmVPZmZzZXQgPSAwKTogWWFtbFNvdXJjZSB7XG4gIGNvbnN0IGxpbmVDb3VudGVyID0gbmV3IExpbmVDb3VudGVyKCk7XG4gIGNvbnN0IGRvYzogRG9jdW1lbnQuUGFyc2VkID0gcGFyc2VEb2N1bWVudCh0ZXh0LCB7IGxpbmVDb3VudGVyLCBwcmV0dHlFcnJvcnM6IGZhbHNlLCB1bmlxdWVLZXlzOiB0cnVlIH0pO1xuICBjb25zdCBwb3MgPSAob2Zmc2V0OiBudW1iZXIpID0+IHtcbiAgICBjb25zdCB7IGxpbmUsIGNvbCB9ID0gbGluZUNvdW50ZXIubGluZVBvcyhvZmZzZXQpO1xuICAgIHJldHVybiB7IGxpbmU6IGxpbmUgKyBsaW5lT2Zmc2V0LCBjb2x1bW46IGNvbCB9O1xuICB9O1xuICBjb25zdCBzeW50YXhFcnJvcnMgPSBkb2MuZXJyb3JzLm1hcCgoZSkgPT4ge1xuICAgIGNvbnN0IHsgbGluZSwgY29sdW1uIH0gPSBwb3MoZS5wb3NbMF0pO1xuICAgIC8vIFRoZSB5YW1sIGxpYnJhcnkncyBmaXJzdCBtZXNzYWdlIGxpbmUgaXMgdGhlIHVzZWZ1bCBvbmU7IHRoZSByZXN0IGlzIGEgY29kZSBmcmFtZS5cbiAgICByZXR1cm4geyBsaW5lLCBjb2x1bW4sIG1lc3NhZ2U6IGBZQU1MIHN5bnRheCBlcnJvcjogJHtlLm1lc3NhZ2Uuc3BsaXQoJ1xcbicpWzBdfWAgfTtcbiAgfSk7XG5cbiAgZnVuY3Rpb24gbG9jYXRlKHBhdGg6IHJlYWRvbmx5IFByb3BlcnR5S2V5W10sIG9wdHM6IHsga2V5PzogYm9vbGVhbiB9ID0ge30pIHtcbiAgICBsZXQgbm9kZTogdW5rbm93biA9IGRvYy5jb250ZW50cztcbiAgICBsZXQgYmVzdCA9IG5vZGUgJiYgKG5vZGUgYXMgTm9kZSkucmFuZ2UgPyAobm9kZSBhcyBOb2RlKS5yYW5nZSFbMF0gOiAwO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgcGF0aC5sZW5ndGg7IGkrKykge1xuICAgICAgY29uc3Qga2V5ID0gcGF0aFtpXTtcbiAgICAgIGNvbnN0IGxhc3QgPSBpID09PSBwYXRoLmxlbmd0aCAtIDE7XG4gICAgICBpZiAoaXNNYXAobm9kZSkpIHtcbiAgICAgICAgY29uc3QgcGFpciA9IG5vZGUuaXRlbXMuZmluZCgocCkgPT4gaXNQYWlyKHApICYmIGlzU2NhbGFyKHAua2V5KSAmJiBTdHJpbmcocC5rZXkudmFsdWUpID09PSBTdHJpbmcoa2V5KSk7XG4gICAgICAgIGlmICghcGFpcikgYnJlYWs7XG4gICAgICAgIGNvbnN0IGtleU5vZGUgPSBwYWlyLmtleSBhcyBOb2RlO1xuICAgICAgICBpZiAobGFzdCAmJiBvcHRzLmtleSAmJiBrZXlOb2RlLnJhbmdlKSByZXR1cm4gcG9zKGtleU5vZGUucmFuZ2VbMF0pO1xuICAgICAgICBjb25zdCB2YWx1ZSA9IHBhaXIudmFsdWUgYXMgTm9kZSB8IG51bGw7XG4gICAgICAgIGlmICh2YWx1ZT8ucmFuZ2UpIGJlc3QgPSB2YWx1ZS5yYW5nZVswXTtcbiAgICAgICAgZWxzZSBpZiAoa2V5Tm9kZS5yYW5nZSkgYmVzdCA9IGtleU5vZGUucmFuZ2VbMF07XG4gICAgICAgIG5vZGUgPSB2YWx1ZTtcbiAgICAgIH0gZWxzZSBpZiAoaXNTZXEobm9kZSkgJiYgdHlwZW9mIGtleSA9PT0gJ251bWJlcicpIHtcbiAgICAgICAgY29uc3QgaXRlbSA9IG5vZGUuaXRlbXNba2V5XSBhcyBOb2RlIHwgdW5kZWZpbmVkO1xuICAgICAgICBpZiAoIWl0ZW0/LnJhbmdlKSBicmVhaztcbiAgICAgICAgYmVzdCA9IGl0ZW0ucmFuZ2VbMF07XG4gICAgICAgIG5vZGUgPSBpdGVtO1xuICAgICAgfSBlbHNlIGJyZWFrO1xuICAgIH1cbiAgICByZXR1cm4gcG9zKGJlc3QpO1xuICB9XG5cbiAgY29uc3QgZGF0YSA9IHN5bnRheEVycm9ycy5sZW5ndGggPyB1bmRlZmluZWQgOiBkb2MudG9KUyh7IG1heEFsaWFzQ291bnQ6IDEwMCB9KTtcbiAgcmV0dXJuIHsgZmlsZSwgZGF0YSwgbG9jYXRlLCBzeW50YXhFcnJvcnMgfTtcbn1cblxuLyoqIFNwbGl0cyBgLS0tXFxuZnJvbnQgbWF0dGVyXFxuLS0tXFxuYm9keWA7IHJldHVybnMgdGhlIGxpbmUgdGhlIGJvZHkgc3RhcnRzIG9uLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHNwbGl0RnJvbnRNYXR0ZXIodGV4dDogc3RyaW5nKTogeyBmcm9udE1hdHRlcjogc3RyaW5nOyBib2R5OiBzdHJpbmc7IGJvZHlMaW5lOiBudW1iZXIgfSB8IG51bGwge1xuICBjb25zdCBtYXRjaCA9IC9eLS0tXFxyP1xcbihbXFxzXFxTXSo/KVxccj9cXG4tLS1bIFxcdF0qKD86XFxyP1xcbnwkKS8uZXhlYyh0ZXh0KTtcbiAgaWYgKCFtYXRjaCkgcmV0dXJuIG51bGw7XG4gIGNvbnN0IGZyb250TWF0dGVyID0gbWF0Y2hbMV0gPz8gJyc7XG4gIGNvbnN0IGJvZHlMaW5lID0gbWF0Y2hbMF0uc3BsaXQoJ1xcbicpLmxlbmd0aCAtIChtYXRjaFswXS5lbmRzV2l0aCgnXFxuJykgPyAwIDogMSkgKyAwO1xuICByZXR1cm4geyBmcm9udE1hdHRlciwgYm9keTogdGV4dC5zbGljZShtYXRjaFswXS5sZW5ndGgpLCBib2R5TGluZSB9O1xufVxuIiwgIi8qKlxuICogUnVucyBhIHpvZCBzY2hlbWEgb3ZlciBwYXJzZWQgWUFNTCBhbmQgdHVybnMgZXZlcnkgaXNzdWUgaW50byBhIFByb2JsZW0gYW4gZWRpdG9yIGNhbiBhY3RcbiAqIG9uOiBwb3NpdGlvbiwgZmllbGQgcGF0aCwgd2hhdCBpcyB3cm9uZyBpbiBwbGFpbiB3b3JkcywgYW5kIHRoZSBmaWVsZCdzIG93biBkZXNjcmlwdGlvbiBhc1xuICogdGhlIGZpeCBoaW50LiBUaGUgbWVzc2FnZSB0ZXh0cyBhcmUgcGlubmVkIGJ5IHRlc3RzL2NvbnRlbnQvbWVzc2FnZXMudGVzdC50cy5cbiAqL1xuaW1wb3J0IHR5cGUgeyB6IH0gZnJvbSAnem9kJztcbmltcG9ydCB7IGZvcm1hdEZpZWxkUGF0aCwgdHlwZSBQcm9ibGVtIH0gZnJvbSAnLi9wcm9ibGVtcy50cyc7XG5pbXBvcnQgdHlwZSB7IFlhbWxTb3VyY2UgfSBmcm9tICcuL3NvdXJjZS50cyc7XG5cbnR5cGUgQW55U2NoZW1hID0gei5jb3JlLiRab2RUeXBlO1xudHlwZSBJc3N1ZSA9IHouY29yZS4kWm9kSXNzdWU7XG5cbmNvbnN0IFdSQVBQRVJTID0gbmV3IFNldChbJ29wdGlvbmFsJywgJ251bGxhYmxlJywgJ2RlZmF1bHQnLCAncHJlZmF1bHQnLCAncmVhZG9ubHknLCAnY2F0Y2gnLCAnbm9ub3B0aW9uYWwnXSk7XG5cbmZ1bmN0aW9uIGRlZihzY2hlbWE6IEFueVNjaGVtYSk6IHsgdHlwZTogc3RyaW5nOyBbazogc3RyaW5nXTogdW5rbm93biB9IHtcbiAgcmV0dXJuIHNjaGVtYS5fem9kLmRlZiBhcyB1bmtub3duIGFzIHsgdHlwZTogc3RyaW5nOyBbazogc3RyaW5nXTogdW5rbm93biB9O1xufVxuXG4vKiogU3RlcHMgdGhyb3VnaCBvcHRpb25hbC9udWxsYWJsZS9kZWZhdWx0L1x1MjAyNiB3cmFwcGVycywgY2FsbGluZyBgZm5gIG9uIGV2ZXJ5IGxheWVyLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHVud3JhcExheWVycyhzY2hlbWE6IEFueVNjaGVtYSk6IEFueVNjaGVtYVtdIHtcbiAgY29uc3QgbGF5ZXJzID0gW3NjaGVtYV07XG4gIGxldCBjdXJyZW50ID0gc2NoZW1hO1xuICBmb3IgKDs7KSB7XG4gICAgY29uc3QgZCA9IGRlZihjdXJyZW50KTtcbiAgICBjb25zdCBpbm5lciA9IFdSQVBQRVJTLmhhcyhkLnR5cGUpID8gKGQuaW5uZXJUeXBlIGFzIEFueVNjaGVtYSkgOiBkLnR5cGUgPT09ICdwaXBlJyA/IChkLmluIGFzIEFueVNjaGVtYSkgOiB1bmRlZmluZWQ7XG4gICAgaWYgKCFpbm5lcikgcmV0dXJuIGxheWVycztcbiAgICBsYXllcnMucHVzaChpbm5lcik7XG4gICAgY3VycmVudCA9IGlubmVyO1xuICB9XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBkZXNjcmlwdGlvbk9mKHNjaGVtYTogQW55U2NoZW1hKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgZm9yIChjb25zdCBsYXllciBvZiB1bndyYXBMYXllcnMoc2NoZW1hKSkge1xuICAgIGNvbnN0IHRleHQgPSAobGF5ZXIgYXMgeyBkZXNjcmlwdGlvbj86IHN0cmluZyB9KS5kZXNjcmlwdGlvbjtcbiAgICBpZiAodGV4dCkgcmV0dXJuIHRleHQ7XG4gIH1cbiAgcmV0dXJuIHVuZGVmaW5lZDtcbn1cblxuLyoqIFRoZSBzdWItc2NoZW1hIHRoYXQgdmFsaWRhdGVzIHRoZSB2YWx1ZSBhdCBgcGF0aGAsIG9yIHVuZGVmaW5lZCBpZiB0aGUgcGF0aCBsZWF2ZXMgdGhlIHNjaGVtYS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBzY2hlbWFBdChzY2hlbWE6IEFueVNjaGVtYSwgcGF0aDogcmVhZG9ubHkgUHJvcGVydHlLZXlbXSk6IEFueVNjaGVtYSB8IHVuZGVmaW5lZCB7XG4gIGxldCBjdXJyZW50OiBBbnlTY2hlbWEgfCB1bmRlZmluZWQgPSBzY2hlbWE7XG4gIGZvciAoY29uc3Qga2V5IG9mIHBhdGgpIHtcbiAgICBpZiAoIWN1cnJlbnQpIHJldHVybiB1bmRlZmluZWQ7XG4gICAgY29uc3QgbGF5ZXJzID0gdW53cmFwTGF5ZXJzKGN1cnJlbnQpO1xuICAgIGNvbnN0IGJhc2UgPSBsYXllcnNbbGF5ZXJzLmxlbmd0aCAtIDFdITtcbiAgICBjb25zdCBkID0gZGVmKGJhc2UpO1xuICAgIGlmIChkLnR5cGUgPT09ICdvYmplY3QnKSBjdXJyZW50ID0gKGQuc2hhcGUgYXMgUmVjb3JkPHN0cmluZywgQW55U2NoZW1hPilbU3RyaW5nKGtleSldO1xuICAgIGVsc2UgaWYgKGQudHlwZSA9PT0gJ2FycmF5JykgY3VycmVudCA9IGQuZWxlbWVudCBhcyBBbnlTY2hlbWE7XG4gICAgZWxzZSByZXR1cm4gdW5kZWZpbmVkO1xuICB9XG4gIHJldHVybiBjdXJyZW50O1xufVxuXG5leHBvcnQgZnVuY3Rpb24gb2JqZWN0S2V5cyhzY2hlbWE6IEFueVNjaGVtYSB8IHVuZGVmaW5lZCk6IHN0cmluZ1tdIHtcbiAgaWYgKCFzY2hlbWEpIHJldHVybiBbXTtcbiAgY29uc3QgbGF5ZXJzID0gdW53cmFwTGF5ZXJzKHNjaGVtYSk7XG4gIGNvbnN0IGQgPSBkZWYobGF5ZXJzW2xheWVycy5sZW5ndGggLSAxXSEpO1xuICByZXR1cm4gZC50eXBlID09PSAnb2JqZWN0JyA/IE9iamVjdC5rZXlzKGQuc2hhcGUgYXMgb2JqZWN0KSA6IFtdO1xufVxuXG5jb25zdCBUWVBFX05BTUVTOiBSZWNvcmQ8c3RyaW5nLCBzdHJpbmc+ID0ge1xuICBzdHJpbmc6ICd0ZXh0JyxcbiAgbnVtYmVyOiAnYSBudW1iZXInLFxuICBpbnQ6ICdhIHdob2xlIG51bWJlcicsXG4gIGJvb2xlYW46ICd0cnVlIG9yIGZhbHNlJyxcbiAgYXJyYXk6ICdhIGxpc3QnLFxuICBvYmplY3Q6ICdhIGdyb3VwIG9mIGZpZWxkcycsXG4gIG51bGw6ICdlbXB0eSAobnVsbCknLFxuICB1bmRlZmluZWQ6ICdtaXNzaW5nJyxcbn07XG5cbmZ1bmN0aW9uIGRlc2NyaWJlVmFsdWUoaW5wdXQ6IHVua25vd24pOiBzdHJpbmcge1xuICBpZiAoaW5wdXQgPT09IG51bGwpIHJldHVybiAnZW1wdHkgKG51bGwpJztcbiAgaWYgKEFycmF5LmlzQXJyYXkoaW5wdXQpKSByZXR1cm4gJ2EgbGlzdCc7XG4gIGlmICh0eXBlb2YgaW5wdXQgPT09ICdvYmplY3QnKSByZXR1cm4gJ2EgZ3JvdXAgb2YgZmllbGRzJztcbiAgaWYgKHR5cGVvZiBpbnB1dCA9PT0gJ251bWJlcicpIHJldHVybiBOdW1iZXIuaXNJbnRlZ2VyKGlucHV0KSA/IGB0aGUgbnVtYmVyICR7aW5wdXR9YCA6IGB0aGUgbnVtYmVyICR7aW5wdXR9YDtcbiAgaWYgKHR5cGVvZiBpbnB1dCA9PT0gJ2Jvb2xlYW4nKSByZXR1cm4gU3RyaW5nKGlucHV0KTtcbiAgaWYgKHR5cGVvZiBpbnB1dCA9PT0gJ3N0cmluZycpIHJldHVybiBgdGhlIHRleHQgXCIke2lucHV0Lmxlbmd0aCA+IDMwID8gYCR7aW5wdXQuc2xpY2UoMCwgMzApfVx1MjAyNmAgOiBpbnB1dH1cImA7XG4gIHJldHVybiB0eXBlb2YgaW5wdXQ7XG59XG5cbmZ1bmN0aW9uIHNpemVPZihpbnB1dDogdW5rbm93bik6IG51bWJlciB8IHVuZGVmaW5lZCB7XG4gIGlmICh0eXBlb2YgaW5wdXQgPT09ICdzdHJpbmcnIHx8IEFycmF5LmlzQXJyYXkoaW5wdXQpKSByZXR1cm4gaW5wdXQubGVuZ3RoO1xuICByZXR1cm4gdW5kZWZpbmVkO1xufVxuXG4vKiogUGxhaW4tbGFuZ3VhZ2UgdGV4dCBvZiBvbmUgem9kIGlzc3VlICh3aXRob3V0IHBvc2l0aW9uLCBmaWVsZCBvciBoaW50KS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpc3N1ZU1lc3NhZ2UoaXNzdWU6IElzc3VlKTogc3RyaW5nIHtcbiAgY29uc3QgaW5wdXQgPSAoaXNzdWUgYXMgeyBpbnB1dD86IHVua25vd24gfSkuaW5wdXQ7XG4gIHN3aXRjaCAoaXNzdWUuY29kZSkge1xuICAgIGNhc2UgJ2ludmFsaWRfdHlwZSc6XG4gICAgICBpZiAoaW5wdXQgPT09IHVuZGVmaW5lZCkgcmV0dXJuICdpcyByZXF1aXJlZC4nO1xuICAgICAgcmV0dXJuIGBtdXN0IGJlICR7VFlQRV9OQU1FU1tpc3N1ZS5leHBlY3RlZF0gPz8gaXNzdWUuZXhwZWN0ZWR9LCBub3QgJHtkZXNjcmliZVZhbHVlKGlucHV0KX0uYDtcbiAgICBjYXNlICd0b29fc21hbGwnOiB7XG4gICAgICBjb25zdCBtaW4gPSBOdW1iZXIoaXNzdWUubWluaW11bSk7XG4gICAgICBjb25zdCBub3cgPSBzaXplT2YoaW5wdXQpO1xuICAgICAgY29uc3QgdGFpbCA9IG5vdyA9PT0gdW5kZWZpbmVkID8gJycgOiBgIChub3cgJHtub3d9KWA7XG4gICAgICBpZiAoaXNzdWUub3JpZ2luID09PSAnc3RyaW5nJykgcmV0dXJuIG1pbiA8PSAxID8gJ211c3Qgbm90IGJlIGVtcHR5LicgOiBgaXMgdG9vIHNob3J0OiBhdCBsZWFzdCAke21pbn0gY2hhcmFjdGVycyR7dGFpbH0uYDtcbiAgICAgIGlmIChpc3N1ZS5vcmlnaW4gPT09ICdhcnJheScpXG4gICAgICAgIHJldHVybiBpc3N1ZS5leGFjdCA/IGBtdXN0IGhhdmUgZXhhY3RseSAke21pbn0gaXRlbXMke3RhaWx9LmAgOiBgbmVlZHMgYXQgbGVhc3QgJHttaW59IGl0ZW0ke21pbiA9PT0gMSA/ICcnIDogJ3MnfSR7dGFpbH0uYDtcbiAgICAgIHJldHVybiBgbXVzdCBiZSBhdCBsZWFzdCAke21pbn0uYDtcbiAgICB9XG4gICAgY2FzZSAndG9vX2JpZyc6IHtcbiAgICAgIGNvbnN0IG1heCA9IE51bWJlcihpc3N1ZS5tYXhpbXVtKTtcbiAgICAgIGNvbnN0IG5vdyA9IHNpemVPZihpbnB1dCk7XG4gICAgICBjb25zdCB0YWlsID0gbm93ID09PSB1bmRlZmluZWQgPyAnJyA6IGAgKG5vdyAke25vd30pYDtcbiAgICAgIGlmIChpc3N1ZS5vcmlnaW4gPT09ICdzdHJpbmcnKSByZXR1cm4gYGlzIHRvbyBsb25nOiBhdCBtb3N0ICR7bWF4fSBjaGFyYWN0ZXJzJHt0YWlsfS5gO1xuICAgICAgaWYgKGlzc3VlLm9yaWdpbiA9PT0gJ2FycmF5JykgcmV0dXJuIGlzc3VlLmV4YWN0ID8gYG11c3QgaGF2ZSBleGFjdGx5ICR7bWF4fSBpdGVtcyR7dGFpbH0uYCA6IGBoYXMgdG9vIG1hbnkgaXRlbXM6IGF0IG1vc3QgJHttYXh9JHt0YWlsfS5gO1xuICAgICAgcmV0dXJuIGBtdXN0IGJlIGF0IG1vc3QgJHttYXh9LmA7XG4gICAgfVxuICAgIGNhc2UgJ2ludmFsaWRfdmFsdWUnOiB7XG4gICAgICBjb25zdCBhbGxvd2VkID0gaXNzdWUudmFsdWVzLm1hcCgodikgPT4gSlNPTi5zdHJpbmdpZnkodikpLmpvaW4oJywgJyk7XG4gICAgICByZXR1cm4gYG11c3QgYmUgb25lIG9mOiAke2FsbG93ZWR9IChnb3QgJHtKU09OLnN0cmluZ2lmeShpbnB1dCl9KS5gO1xuICAgIH1cbiAgICBjYXNlICd1bnJlY29nbml6ZWRfa2V5cyc6XG4gICAgICByZXR1cm4gYHVua25vd24gZmllbGQke2lzc3VlLmtleXMubGVuZ3RoID4gMSA/ICdzJyA6ICcnfSAke2lzc3VlLmtleXMubWFwKChrKSA9PiBgXCIke2t9XCJgKS5qb2luKCcsICcpfS5gO1xuICAgIGRlZmF1bHQ6XG4gICAgICAvLyBPdXIgb3duIHJlZmluZW1lbnRzIGFuZCBmb3JtYXRzIGNhcnJ5IGEgcGxhaW4tbGFuZ3VhZ2UgbWVzc2FnZSBhbHJlYWR5LlxuICAgICAgcmV0dXJuIGlzc3VlLm1lc3NhZ2U7XG4gIH1cbn1cblxuLyoqIFZhbGlkYXRlcyBgc291cmNlLmRhdGFgIGFuZCByZXR1cm5zIHRoZSBwYXJzZWQgdmFsdWUgb3IgdGhlIHByb2JsZW1zLCBuZXZlciBib3RoLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHZhbGlkYXRlU291cmNlPFMgZXh0ZW5kcyB6LlpvZFR5cGU+KFxuICBzY2hlbWE6IFMsXG4gIHNvdXJjZTogWWFtbFNvdXJjZSxcbik6IHsgZGF0YTogei5pbmZlcjxTPjsgcHJvYmxlbXM6IFtdIH0gfCB7IGRhdGE6IHVuZGVmaW5lZDsgcHJvYmxlbXM6IFByb2JsZW1bXSB9IHtcbiAgY29uc3QgcmVzdWx0ID0gc2NoZW1hLnNhZmVQYXJzZShzb3VyY2UuZGF0YSwgeyByZXBvcnRJbnB1dDogdHJ1ZSB9KTtcbiAgaWYgKHJlc3VsdC5zdWNjZXNzKSByZXR1cm4geyBkYXRhOiByZXN1bHQuZGF0YSwgcHJvYmxlbXM6IFtdIH07XG4gIGNvbnN0IHByb2JsZW1zOiBQcm9ibGVtW10gPSBbXTtcbiAgZm9yIChjb25zdCBpc3N1ZSBvZiByZXN1bHQuZXJyb3IuaXNzdWVzKSB7XG4gICAgaWYgKGlzc3VlLmNvZGUgPT09ICd1bnJlY29nbml6ZWRfa2V5cycpIHtcbiAgICAgIGNvbnN0IHBhcmVudCA9IHNjaGVtYUF0KHNjaGVtYSwgaXNzdWUucGF0aCk7XG4gICAgICBjb25zdCBhbGxvd2VkID0gb2JqZWN0S2V5cyhwYXJlbnQpLmpvaW4oJywgJyk7XG4gICAgICBmb3IgKGNvbnN0IGtleSBvZiBpc3N1ZS5rZXlzKSB7XG4gICAgICAgIGNvbnN0IHBhdGggPSBbLi4uaXNzdWUucGF0aCwga2V5XTtcbiAgICAgICAgcHJvYmxlbXMucHVzaCh7XG4gICAgICAgICAgZmlsZTogc291cmNlLmZpbGUsXG4gICAgICAgICAgLi4uc291cmNlLmxvY2F0ZShwYXRoLCB7IGtleTogdHJ1ZSB9KSxcbiAgICAgICAgICBmaWVsZDogZm9ybWF0RmllbGRQYXRoKHBhdGgpLFxuICAgICAgICAgIG1lc3NhZ2U6IGB1bmtub3duIGZpZWxkIFwiJHtrZXl9XCIuIEFsbG93ZWQgZmllbGRzIGhlcmU6ICR7YWxsb3dlZH0uIENoZWNrIHRoZSBzcGVsbGluZyBvciByZW1vdmUgaXQuYCxcbiAgICAgICAgfSk7XG4gICAgICB9XG4gICAgICBjb250aW51ZTtcbiAgICB9XG4gICAgY29uc3QgZmllbGRTY2hlbWEgPSBzY2hlbWFBdChzY2hlbWEsIGlzc3VlLnBhdGgpO1xuICAgIGNvbnN0IGhpbnQgPSBmaWVsZFNjaGVtYSA/IGRlc2NyaXB0aW9uT2YoZmllbGRTY2hlbWEpIDogdW5kZWZpbmVkO1xuICAgIHByb2JsZW1zLnB1c2goe1xuICAgICAgZmlsZTogc291cmNlLmZpbGUsXG4gICAgICAuLi5zb3VyY2UubG9jYXRlKGlzc3VlLnBhdGgpLFxuICAgICAgZmllbGQ6IGZvcm1hdEZpZWxkUGF0aChpc3N1ZS5wYXRoKSxcbiAgICAgIG1lc3NhZ2U6IGhpbnQgPyBgJHtpc3N1ZU1lc3NhZ2UoaXNzdWUpfSBIaW50OiAke2hpbnR9YCA6IGlzc3VlTWVzc2FnZShpc3N1ZSksXG4gICAgfSk7XG4gIH1cbiAgcmV0dXJuIHsgZGF0YTogdW5kZWZpbmVkLCBwcm9ibGVtcyB9O1xufVxuIiwgIi8qKiBGaW5kcyBsaW5rIGFuZCBpbWFnZSB2YWx1ZXMgaW4gdmFsaWRhdGVkIFlBTUwgZGF0YSBieSB3YWxraW5nIHRoZSBzY2hlbWEgYmVzaWRlIHRoZSBkYXRhLiAqL1xuaW1wb3J0IHR5cGUgeyB6IH0gZnJvbSAnem9kJztcbmltcG9ydCB7IGltYWdlRmllbGRzLCBsaW5rRmllbGRzIH0gZnJvbSAnLi9zY2hlbWFzL2NvbW1vbi50cyc7XG5pbXBvcnQgeyB1bndyYXBMYXllcnMgfSBmcm9tICcuL3ZhbGlkYXRlLnRzJztcblxuZXhwb3J0IGludGVyZmFjZSBGb3VuZFZhbHVlIHtcbiAga2luZDogJ2xpbmsnIHwgJ2ltYWdlJztcbiAgcGF0aDogKHN0cmluZyB8IG51bWJlcilbXTtcbiAgdmFsdWU6IHN0cmluZztcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGZpbmRMaW5rc0FuZEltYWdlcyhzY2hlbWE6IHouY29yZS4kWm9kVHlwZSwgZGF0YTogdW5rbm93biwgcGF0aDogKHN0cmluZyB8IG51bWJlcilbXSA9IFtdLCBvdXQ6IEZvdW5kVmFsdWVbXSA9IFtdKTogRm91bmRWYWx1ZVtdIHtcbiAgY29uc3QgbGF5ZXJzID0gdW53cmFwTGF5ZXJzKHNjaGVtYSk7XG4gIGlmICh0eXBlb2YgZGF0YSA9PT0gJ3N0cmluZycpIHtcbiAgICBpZiAobGF5ZXJzLnNvbWUoKGwpID0+IGxpbmtGaWVsZHMuaGFzKGwpKSkgb3V0LnB1c2goeyBraW5kOiAnbGluaycsIHBhdGgsIHZhbHVlOiBkYXRhIH0pO1xuICAgIGlmIChsYXllcnMuc29tZSgobCkgPT4gaW1hZ2VGaWVsZHMuaGFzKGwpKSkgb3V0LnB1c2goeyBraW5kOiAnaW1hZ2UnLCBwYXRoLCB2YWx1ZTogZGF0YSB9KTtcbiAgICByZXR1cm4gb3V0O1xuICB9XG4gIGNvbnN0IGRlZiA9IGxheWVyc1tsYXllcnMubGVuZ3RoIC0gMV0hLl96b2QuZGVmIGFzIHVua25vd24gYXMgeyB0eXBlOiBzdHJpbmc7IHNoYXBlPzogUmVjb3JkPHN0cmluZywgei5jb3JlLiRab2RUeXBlPjsgZWxlbWVudD86IHouY29yZS4kWm9kVHlwZSB9O1xuICBpZiAoZGVmLnR5cGUgPT09ICdhcnJheScgJiYgQXJyYXkuaXNBcnJheShkYXRhKSkgZGF0YS5mb3JFYWNoKChpdGVtLCBpKSA9PiBmaW5kTGlua3NBbmRJbWFnZXMoZGVmLmVsZW1lbnQhLCBpdGVtLCBbLi4ucGF0aCwgaV0sIG91dCkpO1xuICBpZiAoZGVmLnR5cGUgPT09ICdvYmplY3QnICYmIGRhdGEgJiYgdHlwZW9mIGRhdGEgPT09ICdvYmplY3QnKSB7XG4gICAgZm9yIChjb25zdCBba2V5LCBjaGlsZF0gb2YgT2JqZWN0LmVudHJpZXMoZGVmLnNoYXBlISkpIHtcbiAgICAgIGNvbnN0IHZhbHVlID0gKGRhdGEgYXMgUmVjb3JkPHN0cmluZywgdW5rbm93bj4pW2tleV07XG4gICAgICBpZiAodmFsdWUgIT09IHVuZGVmaW5lZCkgZmluZExpbmtzQW5kSW1hZ2VzKGNoaWxkLCB2YWx1ZSwgWy4uLnBhdGgsIGtleV0sIG91dCk7XG4gICAgfVxuICB9XG4gIHJldHVybiBvdXQ7XG59XG4iLCAiLyoqXG4gKiBUaGUgb25seSBjb2RlIHRoYXQgcmVhZHMgYGNvbnRlbnQvYC4gTG9hZHMgZXZlcnkgZmlsZSwgdmFsaWRhdGVzIGl0IGFnYWluc3QgaXRzIHNjaGVtYSxcbiAqIHJlbmRlcnMgTWFya2Rvd24sIGFuZCByZXR1cm5zIHRoZSB0eXBlZCBjb250ZW50IHRvZ2V0aGVyIHdpdGggZXZlcnkgcHJvYmxlbSBmb3VuZC5cbiAqIE5vdGhpbmcgdGhyb3dzIG9uIGJhZCBjb250ZW50OiBwcm9ibGVtcyBhcmUgY29sbGVjdGVkIHNvIGFuIGVkaXRvciBzZWVzIHRoZW0gYWxsLlxuICovXG5pbXBvcnQgeyBleGlzdHNTeW5jLCByZWFkZGlyU3luYywgcmVhZEZpbGVTeW5jIH0gZnJvbSAnbm9kZTpmcyc7XG5pbXBvcnQgcGF0aCBmcm9tICdub2RlOnBhdGgnO1xuaW1wb3J0IHR5cGUgeyB6IH0gZnJvbSAnem9kJztcbmltcG9ydCB7IHJlbmRlck1hcmtkb3duLCB0eXBlIExpbmtSZWYgfSBmcm9tICcuL21hcmtkb3duLnRzJztcbmltcG9ydCB7IGZvcm1hdEZpZWxkUGF0aCwgdHlwZSBQcm9ibGVtIH0gZnJvbSAnLi9wcm9ibGVtcy50cyc7XG5pbXBvcnQgeyBjYXNlU3R1ZHlTY2hlbWEsIHR5cGUgQ2FzZVN0dWR5IH0gZnJvbSAnLi9zY2hlbWFzL2Nhc2Utc3R1ZHkudHMnO1xuaW1wb3J0IHsgaG9tZVNjaGVtYSB9IGZyb20gJy4vc2NoZW1hcy9ob21lLnRzJztcbmltcG9ydCB7IGxlZ2FsU2NoZW1hLCBwb3N0U2NoZW1hLCB0eXBlIExlZ2FsRnJvbnRNYXR0ZXIsIHR5cGUgUG9zdEZyb250TWF0dGVyIH0gZnJvbSAnLi9zY2hlbWFzL21hcmtkb3duLnRzJztcbmltcG9ydCB7IGluZHVzdHJpZXNTY2hlbWEsIHNlcnZpY2VzU2NoZW1hIH0gZnJvbSAnLi9zY2hlbWFzL29mZmVyaW5ncy50cyc7XG5pbXBvcnQgeyBhYm91dFNjaGVtYSwgYmxvZ0luZGV4U2NoZW1hLCBjb250YWN0U2NoZW1hLCBub3RGb3VuZFNjaGVtYSB9IGZyb20gJy4vc2NoZW1hcy9wYWdlcy50cyc7XG5pbXBvcnQgeyBmYXFzU2NoZW1hLCB0ZXN0aW1vbmlhbHNTY2hlbWEsIHRvb2xzU2NoZW1hIH0gZnJvbSAnLi9zY2hlbWFzL3Blb3BsZS50cyc7XG5pbXBvcnQgeyBzaXRlU2NoZW1hIH0gZnJvbSAnLi9zY2hlbWFzL3NpdGUudHMnO1xuaW1wb3J0IHsgcGFyc2VZYW1sU291cmNlLCBzcGxpdEZyb250TWF0dGVyLCB0eXBlIFlhbWxTb3VyY2UgfSBmcm9tICcuL3NvdXJjZS50cyc7XG5pbXBvcnQgeyB2YWxpZGF0ZVNvdXJjZSB9IGZyb20gJy4vdmFsaWRhdGUudHMnO1xuaW1wb3J0IHsgZmluZExpbmtzQW5kSW1hZ2VzIH0gZnJvbSAnLi93YWxrLnRzJztcblxuLyoqIE9uZSBZQU1MIGZpbGUgcGVyIGNvbGxlY3Rpb246IGZpbGUgbmFtZSBcdTIxOTIgc2NoZW1hLiBUaGUgc2luZ2xlIGxpc3Qgb2YgZGF0YSBmaWxlcy4gKi9cbmV4cG9ydCBjb25zdCBEQVRBX0ZJTEVTID0ge1xuICBzaXRlOiB7IGZpbGU6ICdzaXRlLnlhbWwnLCBzY2hlbWE6IHNpdGVTY2hlbWEgfSxcbiAgaG9tZTogeyBmaWxlOiAnaG9tZS55YW1sJywgc2NoZW1hOiBob21lU2NoZW1hIH0sXG4gIHNlcnZpY2VzOiB7IGZpbGU6ICdzZXJ2aWNlcy55YW1sJywgc2NoZW1hOiBzZXJ2aWNlc1NjaGVtYSB9LFxuICBpbmR1c3RyaWVzOiB7IGZpbGU6ICdpbmR1c3RyaWVzLnlhbWwnLCBzY2hlbWE6IGluZHVzdHJpZXNTY2hlbWEgfSxcbiAgdGVzdGltb25pYWxzOiB7IGZpbGU6ICd0ZXN0aW1vbmlhbHMueWFtbCcsIHNjaGVtYTogdGVzdGltb25pYWxzU2NoZW1hIH0sXG4gIGZhcXM6IHsgZmlsZTogJ2ZhcXMueWFtbCcsIHNjaGVtYTogZmFxc1NjaGVtYSB9LFxuICB0b29sczogeyBmaWxlOiAndG9vbHMueWFtbCcsIHNjaGVtYTogdG9vbHNTY2hlbWEgfSxcbiAgYWJvdXQ6IHsgZmlsZTogJ2Fib3V0LnlhbWwnLCBzY2hlbWE6IGFib3V0U2NoZW1hIH0sXG4gIGNvbnRhY3Q6IHsgZmlsZTogJ2NvbnRhY3QueWFtbCcsIHNjaGVtYTogY29udGFjdFNjaGVtYSB9LFxuICBub3RGb3VuZDogeyBmaWxlOiAnbm90LWZvdW5kLnlhbWwnLCBzY2hlbWE6IG5vdEZvdW5kU2NoZW1hIH0sXG4gIGJsb2c6IHsgZmlsZTogJ2Jsb2cueWFtbCcsIHNjaGVtYTogYmxvZ0luZGV4U2NoZW1hIH0sXG59IGFzIGNvbnN0O1xuXG4vKiogRm9sZGVycyBvZiBvbmUtZmlsZS1wZXItZW50cnkgY29sbGVjdGlvbnMuICovXG5leHBvcnQgY29uc3QgQ09MTEVDVElPTl9ESVJTID0geyBjYXNlU3R1ZGllczogJ2Nhc2Utc3R1ZGllcycsIHBvc3RzOiAnYmxvZycsIGxlZ2FsOiAnbGVnYWwnIH0gYXMgY29uc3Q7XG5cbnR5cGUgRGF0YUtleSA9IGtleW9mIHR5cGVvZiBEQVRBX0ZJTEVTO1xudHlwZSBEYXRhQ29udGVudCA9IHsgW0sgaW4gRGF0YUtleV06IHouaW5mZXI8KHR5cGVvZiBEQVRBX0ZJTEVTKVtLXVsnc2NoZW1hJ10+IH07XG5cbmV4cG9ydCBpbnRlcmZhY2UgTWFya2Rvd25FbnRyeSB7XG4gIHNsdWc6IHN0cmluZztcbiAgZmlsZTogc3RyaW5nO1xuICBodG1sOiBzdHJpbmc7XG4gIGFuY2hvcnM6IHN0cmluZ1tdO1xuICB3b3JkczogbnVtYmVyO1xufVxuZXhwb3J0IHR5cGUgUG9zdCA9IFBvc3RGcm9udE1hdHRlciAmIE1hcmtkb3duRW50cnk7XG5leHBvcnQgdHlwZSBMZWdhbFBhZ2UgPSBMZWdhbEZyb250TWF0dGVyICYgTWFya2Rvd25FbnRyeTtcbmV4cG9ydCB0eXBlIENhc2VTdHVkeUVudHJ5ID0gQ2FzZVN0dWR5ICYgeyBmaWxlOiBzdHJpbmcgfTtcblxuZXhwb3J0IGludGVyZmFjZSBTaXRlQ29udGVudCBleHRlbmRzIERhdGFDb250ZW50IHtcbiAgY2FzZVN0dWRpZXM6IENhc2VTdHVkeUVudHJ5W107XG4gIC8qKiBFdmVyeSBwb3N0LCBkcmFmdHMgaW5jbHVkZWQsIG5ld2VzdCBmaXJzdC4gVXNlIGBwdWJsaXNoZWRQb3N0cygpYCBmb3IgcGFnZXMuICovXG4gIHBvc3RzOiBQb3N0W107XG4gIGxlZ2FsOiBMZWdhbFBhZ2VbXTtcbn1cblxuZXhwb3J0IGludGVyZmFjZSBDb250ZW50UmVmZXJlbmNlIGV4dGVuZHMgTGlua1JlZiB7XG4gIGZpbGU6IHN0cmluZztcbn1cblxuZXhwb3J0IGludGVyZmFjZSBMb2FkUmVzdWx0IHtcbiAgLyoqIFByZXNlbnQgb25seSB3aGVuIGV2ZXJ5IGZpbGUgcGFyc2VkIGFuZCB2YWxpZGF0ZWQuICovXG4gIGNvbnRlbnQ/OiBTaXRlQ29udGVudDtcbiAgcHJvYmxlbXM6IFByb2JsZW1bXTtcbiAgbGlua3M6IENvbnRlbnRSZWZlcmVuY2VbXTtcbiAgaW1hZ2VzOiBDb250ZW50UmVmZXJlbmNlW107XG4gIC8qKiBSb290IHRoZSBjb250ZW50IHdhcyByZWFkIGZyb20uICovXG4gIGNvbnRlbnREaXI6IHN0cmluZztcbiAgLyoqIFBvc2l0aW9uIG9mIGEgZmllbGQgaW4gYSBsb2FkZWQgZmlsZSAoMToxIHdoZW4gdW5rbm93biksIGZvciBwcm9ibGVtcyBmb3VuZCBhZnRlciBsb2FkaW5nLiAqL1xuICBsb2NhdGUoZmlsZTogc3RyaW5nLCBwYXRoOiAoc3RyaW5nIHwgbnVtYmVyKVtdKTogeyBsaW5lOiBudW1iZXI7IGNvbHVtbjogbnVtYmVyIH07XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBkZWZhdWx0Q29udGVudERpcigpOiBzdHJpbmcge1xuICByZXR1cm4gcGF0aC5yZXNvbHZlKHByb2Nlc3MuZW52LkNPTlRFTlRfRElSID8/ICdjb250ZW50Jyk7XG59XG5cbi8qKiBIb3cgcHJvYmxlbXMgbmFtZSBhIGZpbGU6IHJlbGF0aXZlIHRvIHRoZSB3b3JraW5nIGRpcmVjdG9yeSB3aGVuIGluc2lkZSBpdC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBkaXNwbGF5UGF0aChhYnNvbHV0ZTogc3RyaW5nKTogc3RyaW5nIHtcbiAgY29uc3QgcmVsID0gcGF0aC5yZWxhdGl2ZShwcm9jZXNzLmN3ZCgpLCBhYnNvbHV0ZSk7XG4gIHJldHVybiByZWwuc3RhcnRzV2l0aCgnLi4nKSA/IGFic29sdXRlIDogcmVsLnNwbGl0KHBhdGguc2VwKS5qb2luKCcvJyk7XG59XG5cbmZ1bmN0aW9uIGxpc3RGaWxlcyhkaXI6IHN0cmluZywgZXh0OiBzdHJpbmcpOiBzdHJpbmdbXSB7XG4gIGlmICghZXhpc3RzU3luYyhkaXIpKSByZXR1cm4gW107XG4gIHJldHVybiByZWFkZGlyU3luYyhkaXIpXG4gICAgLmZpbHRlcigoZikgPT4gZi5lbmRzV2l0aChleHQpICYmICFmLnN0YXJ0c1dpdGgoJ18nKSAmJiAhZi5zdGFydHNXaXRoKCcuJykpXG4gICAgLnNvcnQoKTtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGxvYWRDb250ZW50KGNvbnRlbnREaXIgPSBkZWZhdWx0Q29udGVudERpcigpKTogTG9hZFJlc3VsdCB7XG4gIGNvbnN0IHByb2JsZW1zOiBQcm9ibGVtW10gPSBbXTtcbiAgY29uc3QgbGlua3M6IENvbnRlbnRSZWZlcmVuY2VbXSA9IFtdO1xuICBjb25zdCBpbWFnZXM6IENvbnRlbnRSZWZlcmVuY2VbXSA9IFtdO1xuICBjb25zdCBkYXRhOiBQYXJ0aWFsPFJlY29yZDxzdHJpbmcsIHVua25vd24+PiA9IHt9O1xuICBsZXQgY29tcGxldGUgPSB0cnVlO1xuICBjb25zdCBsb2NhdG9ycyA9IG5ldyBNYXA8c3RyaW5nLCBZYW1sU291cmNlWydsb2NhdGUnXT4oKTtcblxuICAvKiogVmFsaWRhdGVzIG9uZSBwYXJzZWQgWUFNTCBzb3VyY2U7IHJlY29yZHMgaXRzIGxpbmtzIGFuZCBpbWFnZXMuICovXG4gIGZ1bmN0aW9uIGNoZWNrPFMgZXh0ZW5kcyB6LlpvZFR5cGU+KHNjaGVtYTogUywgc291cmNlOiBZYW1sU291cmNlKTogei5pbmZlcjxTPiB8IHVuZGVmaW5lZCB7XG4gICAgbG9jYXRvcnMuc2V0KHNvdXJjZS5maWxlLCBzb3VyY2UubG9jYXRlKTtcbiAgICBpZiAoc291cmNlLnN5bnRheEVycm9ycy5sZW5ndGgpIHtcbiAgICAgIGZvciAoY29uc3QgZSBvZiBzb3VyY2Uuc3ludGF4RXJyb3JzKSBwcm9ibGVtcy5wdXNoKHsgZmlsZTogc291cmNlLmZpbGUsIGxpbmU6IGUubGluZSwgY29sdW1uOiBlLmNvbHVtbiwgZmllbGQ6ICcnLCBtZXNzYWdlOiBlLm1lc3NhZ2UgfSk7XG4gICAgICByZXR1cm4gdW5kZWZpbmVkO1xuICAgIH1cbiAgICBjb25zdCByZXN1bHQgPSB2YWxpZGF0ZVNvdXJjZShzY2hlbWEsIHNvdXJjZSk7XG4gICAgaWYgKHJlc3VsdC5wcm9ibGVtcy5sZW5ndGgpIHtcbiAgICAgIHByb2JsZW1zLnB1c2goLi4ucmVzdWx0LnByb2JsZW1zKTtcbiAgICAgIHJldHVybiB1bmRlZmluZWQ7XG4gICAgfVxuICAgIGZvciAoY29uc3QgZm91bmQgb2YgZmluZExpbmtzQW5kSW1hZ2VzKHNjaGVtYSwgcmVzdWx0LmRhdGEpKSB7XG4gICAgICBjb25zdCByZWYgPSB7IGZpbGU6IHNvdXJjZS5maWxlLCB1cmw6IGZvdW5kLnZhbHVlLCBmaWVsZDogZm9ybWF0RmllbGRQYXRoKGZvdW5kLnBhdGgpLCAuLi5zb3VyY2UubG9jYXRlKGZvdW5kLnBhdGgpIH07XG4gICAgICAoZm91bmQua2luZCA9PT0gJ2xpbmsnID8gbGlua3MgOiBpbWFnZXMpLnB1c2gocmVmKTtcbiAgICB9XG4gICAgcmV0dXJuIHJlc3VsdC5kYXRhO1xuICB9XG5cbiAgZnVuY3Rpb24gcmVhZFNvdXJjZShhYnM6IHN0cmluZyk6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gICAgaWYgKCFleGlzdHNTeW5jKGFicykpIHtcbiAgICAgIHByb2JsZW1zLnB1c2goeyBmaWxlOiBkaXNwbGF5UGF0aChhYnMpLCBsaW5lOiAxLCBjb2x1bW46IDEsIGZpZWxkOiAnJywgbWVzc2FnZTogJ2ZpbGUgaXMgbWlzc2luZy4gUmVzdG9yZSBpdCBmcm9tIEdpdCBvciBjcmVhdGUgaXQgKHNlZSBDT05URU5ULm1kKS4nIH0pO1xuICAgICAgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICB9XG4gICAgcmV0dXJuIHJlYWRGaWxlU3luYyhhYnMsICd1dGY4Jyk7XG4gIH1cblxuICBmb3IgKGNvbnN0IFtrZXksIHsgZmlsZSwgc2NoZW1hIH1dIG9mIE9iamVjdC5lbnRyaWVzKERBVEFfRklMRVMpKSB7XG4gICAgY29uc3QgYWJzID0gcGF0aC5qb2luKGNvbnRlbnREaXIsIGZpbGUpO1xuICAgIGNvbnN0IHRleHQgPSByZWFkU291cmNlKGFicyk7XG4gICAgY29uc3QgdmFsdWUgPSB0ZXh0ID09PSB1bmRlZmluZWQgPyB1bmRlZmluZWQgOiBjaGVjayhzY2hlbWEsIHBhcnNlWWFtbFNvdXJjZShkaXNwbGF5UGF0aChhYnMpLCB0ZXh0KSk7XG4gICAgaWYgKHZhbHVlID09PSB1bmRlZmluZWQpIGNvbXBsZXRlID0gZmFsc2U7XG4gICAgZGF0YVtrZXldID0gdmFsdWU7XG4gIH1cblxuICBjb25zdCBjYXNlU3R1ZGllczogQ2FzZVN0dWR5RW50cnlbXSA9IFtdO1xuICBmb3IgKGNvbnN0IG5hbWUgb2YgbGlzdEZpbGVzKHBhdGguam9pbihjb250ZW50RGlyLCBDT0xMRUNUSU9OX0RJUlMuY2FzZVN0dWRpZXMpLCAnLnlhbWwnKSkge1xuICAgIGNvbnN0IGZpbGUgPSBkaXNwbGF5UGF0aChwYXRoLmpvaW4oY29udGVudERpciwgQ09MTEVDVElPTl9ESVJTLmNhc2VTdHVkaWVzLCBuYW1lKSk7XG4gICAgY29uc3QgdmFsdWUgPSBjaGVjayhjYXNlU3R1ZHlTY2hlbWEsIHBhcnNlWWFtbFNvdXJjZShmaWxlLCByZWFkRmlsZVN5bmMocGF0aC5qb2luKGNvbnRlbnREaXIsIENPTExFQ1RJT05fRElSUy5jYXNlU3R1ZGllcywgbmFtZSksICd1dGY4JykpKTtcbiAgICBpZiAodmFsdWUpIGNhc2VTdHVkaWVzLnB1c2goeyAuLi52YWx1ZSwgZmlsZSB9KTtcbiAgICBlbHNlIGNvbXBsZXRlID0gZmFsc2U7XG4gIH1cblxuICAvKiogRnJvbnQgbWF0dGVyICsgTWFya2Rvd24gYm9keSBvZiBvbmUgZmlsZS4gKi9cbiAgZnVuY3Rpb24gbG9hZE1hcmtkb3duPFMgZXh0ZW5kcyB6LlpvZFR5cGU+KGRpcjogc3RyaW5nLCBuYW1lOiBzdHJpbmcsIHNjaGVtYTogUyk6ICh6LmluZmVyPFM+ICYgTWFya2Rvd25FbnRyeSkgfCB1bmRlZmluZWQge1xuICAgIGNvbnN0IGFicyA9IHBhdGguam9pbihjb250ZW50RGlyLCBkaXIsIG5hbWUpO1xuICAgIGNvbnN0IGZpbGUgPSBkaXNwbGF5UGF0aChhYnMpO1xuICAgIGNvbnN0IHRleHQgPSByZWFkRmlsZVN5bmMoYWJzLCAndXRmOCcpO1xuICAgIGNvbnN0IHBhcnRzID0gc3BsaXRGcm9udE1hdHRlcih0ZXh0KTtcbiAgICBpZiAoIXBhcnRzKSB7XG4gICAgICBwcm9ibGVtcy5wdXNoKHsgZmlsZSwgbGluZTogMSwgY29sdW1uOiAxLCBmaWVsZDogJycsIG1lc3NhZ2U6ICdoYXMgbm8gZnJvbnQgbWF0dGVyLiBTdGFydCB0aGUgZmlsZSB3aXRoIGEgLS0tIGxpbmUsIHRoZSBmaWVsZHMsIGFuZCBhbm90aGVyIC0tLSBsaW5lIChzZWUgQ09OVEVOVC5tZCkuJyB9KTtcbiAgICAgIHJldHVybiB1bmRlZmluZWQ7XG4gICAgfVxuICAgIGNvbnN0IGZyb250TWF0dGVyID0gY2hlY2soc2NoZW1hLCBwYXJzZVlhbWxTb3VyY2UoZmlsZSwgcGFydHMuZnJvbnRNYXR0ZXIsIDEpKTtcbiAgICBjb25zdCByZW5kZXJlZCA9IHJlbmRlck1hcmtkb3duKHBhcnRzLmJvZHksIGZpbGUsIHBhcnRzLmJvZHlMaW5lKTtcbiAgICBwcm9ibGVtcy5wdXNoKC4uLnJlbmRlcmVkLnByb2JsZW1zKTtcbiAgICBsaW5rcy5wdXNoKC4uLnJlbmRlcmVkLmxpbmtzLm1hcCgobCkgPT4gKHsgLi4ubCwgZmlsZSB9KSkpO1xuICAgIGltYWdlcy5wdXNoKC4uLnJlbmRlcmVkLmltYWdlcy5tYXAoKGwpID0+ICh7IC4uLmwsIGZpbGUgfSkpKTtcbiAgICBpZiAoIWZyb250TWF0dGVyIHx8IHJlbmRlcmVkLnByb2JsZW1zLmxlbmd0aCkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgICBjb25zdCBzbHVnID0gbmFtZS5yZXBsYWNlKC9cXC5tZCQvLCAnJyk7XG4gICAgcmV0dXJuIHsgLi4uZnJvbnRNYXR0ZXIsIHNsdWcsIGZpbGUsIGh0bWw6IHJlbmRlcmVkLmh0bWwsIGFuY2hvcnM6IHJlbmRlcmVkLmFuY2hvcnMsIHdvcmRzOiByZW5kZXJlZC53b3JkcyB9O1xuICB9XG5cbiAgY29uc3QgcG9zdHM6IFBvc3RbXSA9IFtdO1xuICBmb3IgKGNvbnN0IG5hbWUgb2YgbGlzdEZpbGVzKHBhdGguam9pbihjb250ZW50RGlyLCBDT0xMRUNUSU9OX0RJUlMucG9zdHMpLCAnLm1kJykpIHtcbiAgICBjb25zdCBwb3N0ID0gbG9hZE1hcmtkb3duKENPTExFQ1RJT05fRElSUy5wb3N0cywgbmFtZSwgcG9zdFNjaGVtYSk7XG4gICAgaWYgKHBvc3QpIHBvc3RzLnB1c2gocG9zdCk7XG4gICAgZWxzZSBjb21wbGV0ZSA9IGZhbHNlO1xuICB9XG4gIHBvc3RzLnNvcnQoKGEsIGIpID0+IGIuZGF0ZS5sb2NhbGVDb21wYXJlKGEuZGF0ZSkgfHwgYS5zbHVnLmxvY2FsZUNvbXBhcmUoYi5zbHVnKSk7XG5cbiAgY29uc3QgbGVnYWw6IExlZ2FsUGFnZVtdID0gW107XG4gIGZvciAoY29uc3QgbmFtZSBvZiBsaXN0RmlsZXMocGF0aC5qb2luKGNvbnRlbnREaXIsIENPTExFQ1RJT05fRElSUy5sZWdhbCksICcubWQnKSkge1xuICAgIGNvbnN0IHBhZ2UgPSBsb2FkTWFya2Rvd24oQ09MTEVDVElPTl9ESVJTLmxlZ2FsLCBuYW1lLCBsZWdhbFNjaGVtYSk7XG4gICAgaWYgKHBhZ2UpIGxlZ2FsLnB1c2gocGFnZSk7XG4gICAgZWxzZSBjb21wbGV0ZSA9IGZhbHNlO1xuICB9XG5cbiAgY29uc3QgY29udGVudCA9IGNvbXBsZXRlID8gKHsgLi4uKGRhdGEgYXMgRGF0YUNvbnRlbnQpLCBjYXNlU3R1ZGllcywgcG9zdHMsIGxlZ2FsIH0gc2F0aXNmaWVzIFNpdGVDb250ZW50KSA6IHVuZGVmaW5lZDtcbiAgY29uc3QgbG9jYXRlID0gKGZpbGU6IHN0cmluZywgZmllbGRQYXRoOiAoc3RyaW5nIHwgbnVtYmVyKVtdKSA9PiBsb2NhdG9ycy5nZXQoZmlsZSk/LihmaWVsZFBhdGgsIHsga2V5OiB0cnVlIH0pID8/IHsgbGluZTogMSwgY29sdW1uOiAxIH07XG4gIHJldHVybiB7IGNvbnRlbnQsIHByb2JsZW1zLCBsaW5rcywgaW1hZ2VzLCBjb250ZW50RGlyLCBsb2NhdGUgfTtcbn1cblxuLyoqIFBvc3RzIHRoYXQgZ28gb24gdGhlIHNpdGU6IGRyYWZ0cyBvbmx5IHdoZW4gSU5DTFVERV9EUkFGVFM9MSAobG9jYWwgcHJldmlld3MpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHB1Ymxpc2hlZFBvc3RzKGNvbnRlbnQ6IFNpdGVDb250ZW50LCBpbmNsdWRlRHJhZnRzID0gcHJvY2Vzcy5lbnYuSU5DTFVERV9EUkFGVFMgPT09ICcxJyk6IFBvc3RbXSB7XG4gIHJldHVybiBpbmNsdWRlRHJhZnRzID8gY29udGVudC5wb3N0cyA6IGNvbnRlbnQucG9zdHMuZmlsdGVyKChwKSA9PiAhcC5kcmFmdCk7XG59XG4iLCAiLyoqXG4gKiBUaGUgcm91dGUgdGFibGU6IGV2ZXJ5IHBhZ2Ugb2YgdGhlIHNpdGUsIGRlcml2ZWQgZnJvbSBjb250ZW50LiBUaGUgc2luZ2xlIHNvdXJjZSBvZiB0cnV0aFxuICogZm9yIHByZS1yZW5kZXJpbmcsIHRoZSBzaXRlbWFwLCB0aGUgbGluayBjaGVja3MsIHRoZSBoZWFkZXIncyBjdXJyZW50LXNlY3Rpb24gbWFya2luZyBhbmRcbiAqIHRoZSB0ZXN0cy5cbiAqL1xuaW1wb3J0IHsgcHVibGlzaGVkUG9zdHMsIHR5cGUgU2l0ZUNvbnRlbnQgfSBmcm9tICcuL2xvYWQudHMnO1xuXG4vKiogRWxlbWVudCBpZHMgdGhhdCBwYWdlIHRlbXBsYXRlcyByZW5kZXI7IGxpbmtzIG1heSBwb2ludCBhdCB0aGVtIHdpdGggYCNpZGAuICovXG5leHBvcnQgY29uc3QgQU5DSE9SUyA9IHtcbiAgZXZlcnlQYWdlOiBbJ21haW4nXSxcbiAgaG9tZTogWydob21lJywgJ2Fib3V0JywgJ3NlcnZpY2VzJywgJ2luZHVzdHJpZXMnLCAncm9pLWNhbGN1bGF0b3InLCAndGVzdGltb25pYWxzJywgJ2ZhcScsICdjb250YWN0J10sXG4gIGFib3V0OiBbJ21pc3Npb24nLCAndmFsdWVzJywgJ3Jldmlld3MnXSxcbiAgY29udGFjdDogWydjb250YWN0LWZvcm0nLCAnbmV4dC1zdGVwcyddLFxuICBjYXNlU3R1ZHk6IFsnZGVtbycsICdjaGFsbGVuZ2UnLCAnc29sdXRpb24nLCAndGVjaC1zdGFjaycsICdyZXN1bHRzJ10sXG4gIHBvc3Q6IFsnYXJ0aWNsZS1jdGEnXSxcbn0gYXMgY29uc3Q7XG5cbmV4cG9ydCB0eXBlIFJvdXRlS2luZCA9XG4gIHwgJ2hvbWUnXG4gIHwgJ3NlcnZpY2VzJ1xuICB8ICdzZXJ2aWNlJ1xuICB8ICdpbmR1c3RyaWVzJ1xuICB8ICdjYXNlLXN0dWR5J1xuICB8ICdpbmR1c3RyeS1jb21pbmctc29vbidcbiAgfCAnYmxvZydcbiAgfCAncG9zdCdcbiAgfCAnYWJvdXQnXG4gIHwgJ2NvbnRhY3QnXG4gIHwgJ2xlZ2FsJ1xuICB8ICdub3QtZm91bmQnO1xuXG5leHBvcnQgaW50ZXJmYWNlIFJvdXRlIHtcbiAgcGF0aDogc3RyaW5nO1xuICBraW5kOiBSb3V0ZUtpbmQ7XG4gIC8qKiBTbHVnIG9mIHRoZSBlbnRyeSB0aGUgcGFnZSBzaG93cyAoc2VydmljZSwgaW5kdXN0cnksIHBvc3QsIGxlZ2FsIHBhZ2UpLiAqL1xuICBzbHVnPzogc3RyaW5nO1xuICAvKiogQmxvZyBpbmRleCBwYWdlIG51bWJlciAoMS1iYXNlZCkuICovXG4gIHBhZ2U/OiBudW1iZXI7XG4gIC8qKiBmYWxzZSBmb3IgdGhpbiBwYWdlcyAoJ0NvbWluZyBzb29uJywgNDA0KTogbm9pbmRleCBhbmQgbm90IGluIHRoZSBzaXRlbWFwLiAqL1xuICBpbmRleGFibGU6IGJvb2xlYW47XG4gIGFuY2hvcnM6IHN0cmluZ1tdO1xuICAvKiogTGFzdCBjaGFuZ2UgKFlZWVktTU0tREQpIGZvciB0aGUgc2l0ZW1hcC4gKi9cbiAgbGFzdG1vZD86IHN0cmluZztcbn1cblxuZXhwb3J0IGNvbnN0IE5PVF9GT1VORF9QQVRIID0gJy80MDQuaHRtbCc7XG5cbmV4cG9ydCBmdW5jdGlvbiBibG9nUGFnZVBhdGgocGFnZTogbnVtYmVyKTogc3RyaW5nIHtcbiAgcmV0dXJuIHBhZ2UgPD0gMSA/ICcvYmxvZycgOiBgL2Jsb2cvcGFnZS8ke3BhZ2V9YDtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGJ1aWxkUm91dGVUYWJsZShjb250ZW50OiBTaXRlQ29udGVudCk6IFJvdXRlW10ge1xuICBjb25zdCBwb3N0cyA9IHB1Ymxpc2hlZFBvc3RzKGNvbnRlbnQpO1xuICBjb25zdCBhbmNob3JzID0gKC4uLmxpc3RzOiByZWFkb25seSAocmVhZG9ubHkgc3RyaW5nW10pW10pID0+IFsuLi5BTkNIT1JTLmV2ZXJ5UGFnZSwgLi4ubGlzdHMuZmxhdCgpXTtcbiAgY29uc3Qgcm91dGVzOiBSb3V0ZVtdID0gW1xuICAgIHsgcGF0aDogJy8nLCBraW5kOiAnaG9tZScsIGluZGV4YWJsZTogdHJ1ZSwgYW5jaG9yczogYW5jaG9ycyhBTkNIT1JTLmhvbWUpIH0sXG4gICAgeyBwYXRoOiAnL3NlcnZpY2VzJywga2luZDogJ3NlcnZpY2VzJywgaW5kZXhhYmxlOiB0cnVlLCBhbmNob3JzOiBhbmNob3JzKCkgfSxcbiAgICAuLi5jb250ZW50LnNlcnZpY2VzLml0ZW1zLm1hcCgocyk6IFJvdXRlID0+ICh7IHBhdGg6IGAvc2VydmljZXMvJHtzLnNsdWd9YCwga2luZDogJ3NlcnZpY2UnLCBzbHVnOiBzLnNsdWcsIGluZGV4YWJsZTogZmFsc2UsIGFuY2hvcnM6IGFuY2hvcnMoKSB9KSksXG4gICAgeyBwYXRoOiAnL2luZHVzdHJpZXMnLCBraW5kOiAnaW5kdXN0cmllcycsIGluZGV4YWJsZTogdHJ1ZSwgYW5jaG9yczogYW5jaG9ycygpIH0sXG4gICAgLi4uY29udGVudC5pbmR1c3RyaWVzLml0ZW1zLm1hcChcbiAgICAgIChpKTogUm91dGUgPT5cbiAgICAgICAgaS5zdGF0dXMgPT09ICdjYXNlLXN0dWR5J1xuICAgICAgICAgID8geyBwYXRoOiBgL2luZHVzdHJpZXMvJHtpLnNsdWd9YCwga2luZDogJ2Nhc2Utc3R1ZHknLCBzbHVnOiBpLnNsdWcsIGluZGV4YWJsZTogdHJ1ZSwgYW5jaG9yczogYW5jaG9ycyhBTkNIT1JTLmNhc2VTdHVkeSkgfVxuICAgICAgICAgIDogeyBwYXRoOiBgL2luZHVzdHJpZXMvJHtpLnNsdWd9YCwga2luZDogJ2luZHVzdHJ5LWNvbWluZy1zb29uJywgc2x1ZzogaS5zbHVnLCBpbmRleGFibGU6IGZhbHNlLCBhbmNob3JzOiBhbmNob3JzKCkgfSxcbiAgICApLFxuICBdO1xuICBjb25zdCBwYWdlQ291bnQgPSBNYXRoLm1heCgxLCBNYXRoLmNlaWwocG9zdHMubGVuZ3RoIC8gY29udGVudC5ibG9nLnBvc3RzUGVyUGFnZSkpO1xuICBmb3IgKGxldCBwYWdlID0gMTsgcGFnZSA8PSBwYWdlQ291bnQ7IHBhZ2UrKykge1xuICAgIHJvdXRlcy5wdXNoKHsgcGF0aDogYmxvZ1BhZ2VQYXRoKHBhZ2UpLCBraW5kOiAnYmxvZycsIHBhZ2UsIGluZGV4YWJsZTogdHJ1ZSwgYW5jaG9yczogYW5jaG9ycygpLCBsYXN0bW9kOiBwb3N0c1swXT8uZGF0ZSB9KTtcbiAgfVxuICBmb3IgKGNvbnN0IHBvc3Qgb2YgcG9zdHMpIHtcbiAgICByb3V0ZXMucHVzaCh7IHBhdGg6IGAvYmxvZy8ke3Bvc3Quc2x1Z31gLCBraW5kOiAncG9zdCcsIHNsdWc6IHBvc3Quc2x1ZywgaW5kZXhhYmxlOiB0cnVlLCBhbmNob3JzOiBhbmNob3JzKEFOQ0hPUlMucG9zdCwgcG9zdC5hbmNob3JzKSwgbGFzdG1vZDogcG9zdC5kYXRlIH0pO1xuICB9XG4gIHJvdXRlcy5wdXNoKFxuICAgIHsgcGF0aDogJy9hYm91dCcsIGtpbmQ6ICdhYm91dCcsIGluZGV4YWJsZTogdHJ1ZSwgYW5jaG9yczogYW5jaG9ycyhBTkNIT1JTLmFib3V0KSB9LFxuICAgIHsgcGF0aDogJy9jb250YWN0Jywga2luZDogJ2NvbnRhY3QnLCBpbmRleGFibGU6IHRydWUsIGFuY2hvcnM6IGFuY2hvcnMoQU5DSE9SUy5jb250YWN0KSB9LFxuICApO1xuICBmb3IgKGNvbnN0IHBhZ2Ugb2YgY29udGVudC5sZWdhbCkge1xuICAgIHJvdXRlcy5wdXNoKHsgcGF0aDogYC8ke3BhZ2Uuc2x1Z31gLCBraW5kOiAnbGVnYWwnLCBzbHVnOiBwYWdlLnNsdWcsIGluZGV4YWJsZTogdHJ1ZSwgYW5jaG9yczogYW5jaG9ycyhwYWdlLmFuY2hvcnMpLCBsYXN0bW9kOiBwYWdlLnVwZGF0ZWQgfSk7XG4gIH1cbiAgcm91dGVzLnB1c2goeyBwYXRoOiBOT1RfRk9VTkRfUEFUSCwga2luZDogJ25vdC1mb3VuZCcsIGluZGV4YWJsZTogZmFsc2UsIGFuY2hvcnM6IGFuY2hvcnMoKSB9KTtcbiAgcmV0dXJuIHJvdXRlcztcbn1cblxuLyoqIFRoZSByb3V0ZSBhIHBhdGggYmVsb25ncyB0byAoaWdub3JlcyBhIHRyYWlsaW5nIHNsYXNoLCBxdWVyeSBhbmQgZnJhZ21lbnQpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGZpbmRSb3V0ZShyb3V0ZXM6IHJlYWRvbmx5IFJvdXRlW10sIGhyZWY6IHN0cmluZyk6IFJvdXRlIHwgdW5kZWZpbmVkIHtcbiAgY29uc3QgY2xlYW4gPSBocmVmLnNwbGl0KCcjJylbMF0hLnNwbGl0KCc/JylbMF0hLnJlcGxhY2UoLyguKVxcLyQvLCAnJDEnKSB8fCAnLyc7XG4gIHJldHVybiByb3V0ZXMuZmluZCgocikgPT4gci5wYXRoID09PSBjbGVhbik7XG59XG4iLCAiLyoqXG4gKiBDaGVja3MgdGhhdCBzcGFuIGZpbGVzOiB1bmlxdWUgc2x1Z3MsIGxpbmtzIHRoYXQgcmVzb2x2ZSB0byBhIHJvdXRlIGFuZCBhbiBhbmNob3IsIGltYWdlc1xuICogdGhhdCBleGlzdCwgYXJ0aWNsZSBjaGFpbnMgdGhhdCBhZ3JlZSwgY2FzZSBzdHVkaWVzIHRoYXQgbWF0Y2ggdGhlaXIgaW5kdXN0cmllcy5cbiAqL1xuaW1wb3J0IHsgZXhpc3RzU3luYyB9IGZyb20gJ25vZGU6ZnMnO1xuaW1wb3J0IHBhdGggZnJvbSAnbm9kZTpwYXRoJztcbmltcG9ydCB7IGRpc3BsYXlQYXRoLCB0eXBlIExvYWRSZXN1bHQsIHR5cGUgU2l0ZUNvbnRlbnQgfSBmcm9tICcuL2xvYWQudHMnO1xuaW1wb3J0IHR5cGUgeyBQcm9ibGVtIH0gZnJvbSAnLi9wcm9ibGVtcy50cyc7XG5pbXBvcnQgeyBidWlsZFJvdXRlVGFibGUsIGZpbmRSb3V0ZSwgdHlwZSBSb3V0ZSB9IGZyb20gJy4vcm91dGVzLnRzJztcblxuLyoqIEEgcHJvYmxlbSBsb2NhdGVkIGF0IGEgbGluayBvciBpbWFnZSByZWZlcmVuY2UgKHdpdGhvdXQgdGhlIHJlZmVyZW5jZSdzIG93biBmaWVsZHMpLiAqL1xuZnVuY3Rpb24gcHJvYmxlbUF0KHJlZjogeyBmaWxlOiBzdHJpbmc7IGxpbmU6IG51bWJlcjsgY29sdW1uOiBudW1iZXI7IGZpZWxkOiBzdHJpbmcgfSkge1xuICByZXR1cm4geyBmaWxlOiByZWYuZmlsZSwgbGluZTogcmVmLmxpbmUsIGNvbHVtbjogcmVmLmNvbHVtbiwgZmllbGQ6IHJlZi5maWVsZCB9O1xufVxuXG5leHBvcnQgZnVuY3Rpb24gZGVmYXVsdFB1YmxpY0RpcigpOiBzdHJpbmcge1xuICByZXR1cm4gcGF0aC5yZXNvbHZlKHByb2Nlc3MuZW52LlBVQkxJQ19ESVIgPz8gJ3B1YmxpYycpO1xufVxuXG5mdW5jdGlvbiBkdXBsaWNhdGVzPFQ+KGl0ZW1zOiBUW10sIGtleTogKHQ6IFQpID0+IHN0cmluZyk6IFRbXSB7XG4gIGNvbnN0IHNlZW4gPSBuZXcgU2V0PHN0cmluZz4oKTtcbiAgcmV0dXJuIGl0ZW1zLmZpbHRlcigoaXRlbSkgPT4ge1xuICAgIGNvbnN0IGsgPSBrZXkoaXRlbSk7XG4gICAgaWYgKHNlZW4uaGFzKGspKSByZXR1cm4gdHJ1ZTtcbiAgICBzZWVuLmFkZChrKTtcbiAgICByZXR1cm4gZmFsc2U7XG4gIH0pO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gY3Jvc3NDaGVjayhyZXN1bHQ6IExvYWRSZXN1bHQsIHB1YmxpY0RpciA9IGRlZmF1bHRQdWJsaWNEaXIoKSk6IFByb2JsZW1bXSB7XG4gIGNvbnN0IHByb2JsZW1zOiBQcm9ibGVtW10gPSBbXTtcbiAgY29uc3QgeyBjb250ZW50IH0gPSByZXN1bHQ7XG5cbiAgZm9yIChjb25zdCByZWYgb2YgcmVzdWx0LmltYWdlcykge1xuICAgIGlmICghL15cXC9pbWFnZXNcXC8vLnRlc3QocmVmLnVybCkpIHtcbiAgICAgIHByb2JsZW1zLnB1c2goeyAuLi5wcm9ibGVtQXQocmVmKSwgbWVzc2FnZTogYGltYWdlIFwiJHtyZWYudXJsfVwiIG11c3QgYmUgYSBmaWxlIHVuZGVyIHB1YmxpYy9pbWFnZXMsIHdyaXR0ZW4gYXMgL2ltYWdlcy9cdTIwMjYuYCB9KTtcbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICBpZiAoIWV4aXN0c1N5bmMocGF0aC5qb2luKHB1YmxpY0RpciwgZGVjb2RlVVJJQ29tcG9uZW50KHJlZi51cmwpKSkpIHtcbiAgICAgIHByb2JsZW1zLnB1c2goeyAuLi5wcm9ibGVtQXQocmVmKSwgbWVzc2FnZTogYGltYWdlIFwiJHtyZWYudXJsfVwiIGRvZXMgbm90IGV4aXN0LiBBZGQgdGhlIGZpbGUgdG8gcHVibGljJHtyZWYudXJsfSBvciBmaXggdGhlIHBhdGguYCB9KTtcbiAgICB9XG4gIH1cblxuICAvLyBXaXRob3V0IGNvbXBsZXRlIGNvbnRlbnQgdGhlcmUgaXMgbm8gcm91dGUgdGFibGU7IGxpbmtzIGFyZSBjaGVja2VkIG9uIHRoZSBuZXh0IHJ1bi5cbiAgaWYgKCFjb250ZW50KSByZXR1cm4gcHJvYmxlbXM7XG4gIGNvbnN0IGZpbGVPZiA9IChuYW1lOiBzdHJpbmcpID0+IGRpc3BsYXlQYXRoKHBhdGguam9pbihyZXN1bHQuY29udGVudERpciwgbmFtZSkpO1xuICBwcm9ibGVtcy5wdXNoKC4uLmNoZWNrRW50cmllcyhjb250ZW50LCBwb3NpdGlvbmVyKHJlc3VsdC5sb2NhdGUpLCBmaWxlT2YpKTtcbiAgY29uc3Qgcm91dGVzID0gYnVpbGRSb3V0ZVRhYmxlKGNvbnRlbnQpO1xuICBwcm9ibGVtcy5wdXNoKC4uLmNoZWNrTGlua3MocmVzdWx0LCByb3V0ZXMpKTtcbiAgcmV0dXJuIHByb2JsZW1zO1xufVxuXG50eXBlIEF0ID0gKGZpbGU6IHN0cmluZywgZmllbGQ/OiBzdHJpbmcpID0+IFBpY2s8UHJvYmxlbSwgJ2ZpbGUnIHwgJ2xpbmUnIHwgJ2NvbHVtbicgfCAnZmllbGQnPjtcblxuLyoqIFBvc2l0aW9ucyBwcm9ibGVtcyBhdCBgZmllbGRgIChlLmcuIGBpdGVtc1syXS5zbHVnYCkgb2YgYGZpbGVgLiAqL1xuZnVuY3Rpb24gcG9zaXRpb25lcihsb2NhdGU6IExvYWRSZXN1bHRbJ2xvY2F0ZSddKTogQXQge1xuICByZXR1cm4gKGZpbGUsIGZpZWxkID0gJycpID0+IHtcbiAgICBjb25zdCBmaWVsZFBhdGggPSBbLi4uZmllbGQubWF0Y2hBbGwoL1teLltcXF1dKy9nKV0ubWFwKChtKSA9PiAoL15cXGQrJC8udGVzdChtWzBdKSA/IE51bWJlcihtWzBdKSA6IG1bMF0pKTtcbiAgICByZXR1cm4geyBmaWxlLCAuLi5sb2NhdGUoZmlsZSwgZmllbGRQYXRoKSwgZmllbGQgfTtcbiAgfTtcbn1cblxuZnVuY3Rpb24gY2hlY2tFbnRyaWVzKGNvbnRlbnQ6IFNpdGVDb250ZW50LCBhdDogQXQsIGZpbGVPZjogKG5hbWU6IHN0cmluZykgPT4gc3RyaW5nKTogUHJvYmxlbVtdIHtcbiAgY29uc3QgcHJvYmxlbXM6IFByb2JsZW1bXSA9IFtdO1xuICBmb3IgKGNvbnN0IFtjb2xsZWN0aW9uLCBpdGVtc10gb2YgW1xuICAgIFsnc2VydmljZXMnLCBjb250ZW50LnNlcnZpY2VzLml0ZW1zXSxcbiAgICBbJ2luZHVzdHJpZXMnLCBjb250ZW50LmluZHVzdHJpZXMuaXRlbXNdLFxuICBdIGFzIGNvbnN0KSB7XG4gICAgZm9yIChjb25zdCBkdXAgb2YgZHVwbGljYXRlczx7IHNsdWc6IHN0cmluZyB9PihbLi4uaXRlbXNdLCAoaSkgPT4gaS5zbHVnKSkge1xuICAgICAgY29uc3QgaW5kZXggPSBpdGVtcy5maW5kTGFzdEluZGV4KChpKSA9PiBpLnNsdWcgPT09IGR1cC5zbHVnKTtcbiAgICAgIHByb2JsZW1zLnB1c2goeyAuLi5hdChmaWxlT2YoYCR7Y29sbGVjdGlvbn0ueWFtbGApLCBgaXRlbXNbJHtpbmRleH1dLnNsdWdgKSwgbWVzc2FnZTogYHNsdWcgXCIke2R1cC5zbHVnfVwiIGlzIHVzZWQgdHdpY2UuIEV2ZXJ5ICR7Y29sbGVjdGlvbiA9PT0gJ3NlcnZpY2VzJyA/ICdzZXJ2aWNlJyA6ICdpbmR1c3RyeSd9IG5lZWRzIGl0cyBvd24gc2x1Zy5gIH0pO1xuICAgIH1cbiAgfVxuXG4gIGNvbnN0IGNhc2VTdHVkeUluZHVzdHJpZXMgPSBuZXcgU2V0KGNvbnRlbnQuaW5kdXN0cmllcy5pdGVtcy5maWx0ZXIoKGkpID0+IGkuc3RhdHVzID09PSAnY2FzZS1zdHVkeScpLm1hcCgoaSkgPT4gaS5zbHVnKSk7XG4gIGZvciAoY29uc3Qgc3R1ZHkgb2YgY29udGVudC5jYXNlU3R1ZGllcykge1xuICAgIGNvbnN0IGZpbGVTbHVnID0gcGF0aC5iYXNlbmFtZShzdHVkeS5maWxlLCAnLnlhbWwnKTtcbiAgICBpZiAoc3R1ZHkuc2x1ZyAhPT0gZmlsZVNsdWcpIHByb2JsZW1zLnB1c2goeyAuLi5hdChzdHVkeS5maWxlLCAnc2x1ZycpLCBtZXNzYWdlOiBgaXMgXCIke3N0dWR5LnNsdWd9XCIgYnV0IHRoZSBmaWxlIGlzIG5hbWVkICR7ZmlsZVNsdWd9LnlhbWwuIFJlbmFtZSB0aGUgZmlsZSBvciBmaXggdGhlIHNsdWcuYCB9KTtcbiAgICBpZiAoIWNhc2VTdHVkeUluZHVzdHJpZXMuaGFzKHN0dWR5LnNsdWcpKVxuICAgICAgcHJvYmxlbXMucHVzaCh7IC4uLmF0KHN0dWR5LmZpbGUsICdzbHVnJyksIG1lc3NhZ2U6IGBcIiR7c3R1ZHkuc2x1Z31cIiBpcyBub3QgYW4gaW5kdXN0cnkgd2l0aCBzdGF0dXMgY2FzZS1zdHVkeSBpbiBjb250ZW50L2luZHVzdHJpZXMueWFtbC5gIH0pO1xuICB9XG4gIGZvciAoY29uc3Qgc2x1ZyBvZiBjYXNlU3R1ZHlJbmR1c3RyaWVzKSB7XG4gICAgY29uc3QgaW5kZXggPSBjb250ZW50LmluZHVzdHJpZXMuaXRlbXMuZmluZEluZGV4KChpKSA9PiBpLnNsdWcgPT09IHNsdWcpO1xuICAgIGlmICghY29udGVudC5jYXNlU3R1ZGllcy5zb21lKChzKSA9PiBzLnNsdWcgPT09IHNsdWcpKVxuICAgICAgcHJvYmxlbXMucHVzaCh7IC4uLmF0KGZpbGVPZignaW5kdXN0cmllcy55YW1sJyksIGBpdGVtc1ske2luZGV4fV0uc3RhdHVzYCksIG1lc3NhZ2U6IGBpbmR1c3RyeSBcIiR7c2x1Z31cIiBoYXMgc3RhdHVzIGNhc2Utc3R1ZHkgYnV0IGNvbnRlbnQvY2FzZS1zdHVkaWVzLyR7c2x1Z30ueWFtbCBkb2VzIG5vdCBleGlzdC5gIH0pO1xuICB9XG5cbiAgY29uc3Qgc2VydmljZVNsdWdzID0gbmV3IFNldChjb250ZW50LnNlcnZpY2VzLml0ZW1zLm1hcCgocykgPT4gcy5zbHVnKSk7XG4gIGNvbnN0IGluZHVzdHJ5U2x1Z3MgPSBuZXcgU2V0KGNvbnRlbnQuaW5kdXN0cmllcy5pdGVtcy5tYXAoKGkpID0+IGkuc2x1ZykpO1xuICBjb250ZW50Lm5vdEZvdW5kLnNlcnZpY2VzLmZvckVhY2goKHMsIGkpID0+IHtcbiAgICBpZiAoIXNlcnZpY2VTbHVncy5oYXMocykpIHByb2JsZW1zLnB1c2goeyAuLi5hdChmaWxlT2YoJ25vdC1mb3VuZC55YW1sJyksIGBzZXJ2aWNlc1ske2l9XWApLCBtZXNzYWdlOiBgXCIke3N9XCIgaXMgbm90IGEgc2VydmljZSBzbHVnLiBBbGxvd2VkOiAke1suLi5zZXJ2aWNlU2x1Z3NdLmpvaW4oJywgJyl9LmAgfSk7XG4gIH0pO1xuICBjb250ZW50Lm5vdEZvdW5kLmluZHVzdHJpZXMuZm9yRWFjaCgocywgaSkgPT4ge1xuICAgIGlmICghaW5kdXN0cnlTbHVncy5oYXMocykpIHByb2JsZW1zLnB1c2goeyAuLi5hdChmaWxlT2YoJ25vdC1mb3VuZC55YW1sJyksIGBpbmR1c3RyaWVzWyR7aX1dYCksIG1lc3NhZ2U6IGBcIiR7c31cIiBpcyBub3QgYW4gaW5kdXN0cnkgc2x1Zy4gQWxsb3dlZDogJHtbLi4uaW5kdXN0cnlTbHVnc10uam9pbignLCAnKX0uYCB9KTtcbiAgfSk7XG5cbiAgY29uc3QgeyBoZXJvIH0gPSBjb250ZW50LmhvbWU7XG4gIGlmICghaGVyby50aXRsZS5pbmNsdWRlcyhoZXJvLmhpZ2hsaWdodCkpXG4gICAgcHJvYmxlbXMucHVzaCh7IC4uLmF0KGZpbGVPZignaG9tZS55YW1sJyksICdoZXJvLmhpZ2hsaWdodCcpLCBtZXNzYWdlOiBgXCIke2hlcm8uaGlnaGxpZ2h0fVwiIGRvZXMgbm90IGFwcGVhciBpbiBoZXJvLnRpdGxlLiBUaGUgaGlnaGxpZ2h0IG11c3QgYmUgcGFydCBvZiB0aGUgaGVhZGxpbmUuYCB9KTtcblxuICBwcm9ibGVtcy5wdXNoKC4uLmNoZWNrQXJ0aWNsZUNoYWluKGNvbnRlbnQsIGF0KSk7XG4gIHJldHVybiBwcm9ibGVtcztcbn1cblxuLyoqIHByZXZpb3VzL25leHQgbXVzdCBwb2ludCBhdCBleGlzdGluZyBhcnRpY2xlcywgYW5kIGVhY2ggbGluayBtdXN0IGJlIGFuc3dlcmVkIGJ5IHRoZSBvdGhlciBzaWRlLiAqL1xuZnVuY3Rpb24gY2hlY2tBcnRpY2xlQ2hhaW4oY29udGVudDogU2l0ZUNvbnRlbnQsIGF0OiBBdCk6IFByb2JsZW1bXSB7XG4gIGNvbnN0IHByb2JsZW1zOiBQcm9ibGVtW10gPSBbXTtcbiAgY29uc3QgYnlTbHVnID0gbmV3IE1hcChjb250ZW50LnBvc3RzLm1hcCgocCkgPT4gW3Auc2x1ZywgcF0pKTtcbiAgZm9yIChjb25zdCBwb3N0IG9mIGNvbnRlbnQucG9zdHMpIHtcbiAgICBmb3IgKGNvbnN0IFtmaWVsZCwgb3Bwb3NpdGVdIG9mIFtcbiAgICAgIFsnbmV4dCcsICdwcmV2aW91cyddLFxuICAgICAgWydwcmV2aW91cycsICduZXh0J10sXG4gICAgXSBhcyBjb25zdCkge1xuICAgICAgY29uc3QgdGFyZ2V0ID0gcG9zdFtmaWVsZF07XG4gICAgICBpZiAoIXRhcmdldCkgY29udGludWU7XG4gICAgICBjb25zdCBvdGhlciA9IGJ5U2x1Zy5nZXQodGFyZ2V0KTtcbiAgICAgIGlmICghb3RoZXIpIHtcbiAgICAgICAgcHJvYmxlbXMucHVzaCh7IC4uLmF0KHBvc3QuZmlsZSwgZmllbGQpLCBtZXNzYWdlOiBgXCIke3RhcmdldH1cIiBpcyBub3QgYW4gYXJ0aWNsZS4gVXNlIHRoZSBmaWxlIG5hbWUgb2YgYSBwb3N0IGluIGNvbnRlbnQvYmxvZyB3aXRob3V0IC5tZCwgb3IgbnVsbC5gIH0pO1xuICAgICAgfSBlbHNlIGlmIChvdGhlcltvcHBvc2l0ZV0gIT09IHBvc3Quc2x1Zykge1xuICAgICAgICBwcm9ibGVtcy5wdXNoKHtcbiAgICAgICAgICAuLi5hdChwb3N0LmZpbGUsIGZpZWxkKSxcbiAgICAgICAgICBtZXNzYWdlOiBgcG9pbnRzIHRvIFwiJHt0YXJnZXR9XCIsIGJ1dCAke290aGVyLmZpbGV9IGhhcyAke29wcG9zaXRlfTogJHtvdGhlcltvcHBvc2l0ZV0gPz8gJ251bGwnfS4gQm90aCBhcnRpY2xlcyBtdXN0IHBvaW50IGF0IGVhY2ggb3RoZXIuYCxcbiAgICAgICAgfSk7XG4gICAgICB9IGVsc2UgaWYgKG90aGVyLmRyYWZ0ICYmICFwb3N0LmRyYWZ0KSB7XG4gICAgICAgIHByb2JsZW1zLnB1c2goeyAuLi5hdChwb3N0LmZpbGUsIGZpZWxkKSwgbWVzc2FnZTogYHBvaW50cyB0byB0aGUgZHJhZnQgXCIke3RhcmdldH1cIiwgd2hpY2ggaXMgbGVmdCBvdXQgb2YgdGhlIGxpdmUgc2l0ZS4gUHVibGlzaCBpdCBvciBjaGFuZ2UgJHtmaWVsZH0uYCB9KTtcbiAgICAgIH1cbiAgICB9XG4gIH1cbiAgcmV0dXJuIHByb2JsZW1zO1xufVxuXG5mdW5jdGlvbiBjaGVja0xpbmtzKHJlc3VsdDogTG9hZFJlc3VsdCwgcm91dGVzOiBSb3V0ZVtdKTogUHJvYmxlbVtdIHtcbiAgY29uc3QgcHJvYmxlbXM6IFByb2JsZW1bXSA9IFtdO1xuICBmb3IgKGNvbnN0IHJlZiBvZiByZXN1bHQubGlua3MpIHtcbiAgICBjb25zdCB7IHVybCB9ID0gcmVmO1xuICAgIGlmICghdXJsLnN0YXJ0c1dpdGgoJy8nKSAmJiAhdXJsLnN0YXJ0c1dpdGgoJyMnKSkgY29udGludWU7IC8vIGV4dGVybmFsLCBtYWlsdG86LCB0ZWw6XG4gICAgaWYgKHVybC5zdGFydHNXaXRoKCcvLycpKSB7XG4gICAgICBwcm9ibGVtcy5wdXNoKHsgLi4ucHJvYmxlbUF0KHJlZiksIG1lc3NhZ2U6IGBsaW5rIFwiJHt1cmx9XCIgaXMgcHJvdG9jb2wtcmVsYXRpdmUuIFdyaXRlIGh0dHBzOi8vXHUyMDI2IGZvciBvdGhlciBzaXRlcyBvciAvcGF0aCBmb3IgdGhpcyBvbmUuYCB9KTtcbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICAvLyBBIGJhcmUgI2FuY2hvciBwb2ludHMgaW50byB0aGUgcGFnZSB0aGUgTWFya2Rvd24gZmlsZSBpdHNlbGYgYmVjb21lcy5cbiAgICBjb25zdCBvd25Sb3V0ZSA9IHVybC5zdGFydHNXaXRoKCcjJylcbiAgICAgID8gcm91dGVzLmZpbmQoKHIpID0+IChyLmtpbmQgPT09ICdwb3N0JyAmJiByZWYuZmlsZS5lbmRzV2l0aChgL2Jsb2cvJHtyLnNsdWd9Lm1kYCkpIHx8IChyLmtpbmQgPT09ICdsZWdhbCcgJiYgcmVmLmZpbGUuZW5kc1dpdGgoYC9sZWdhbC8ke3Iuc2x1Z30ubWRgKSkpXG4gICAgICA6IHVuZGVmaW5lZDtcbiAgICBjb25zdCByb3V0ZSA9IHVybC5zdGFydHNXaXRoKCcjJykgPyBvd25Sb3V0ZSA6IGZpbmRSb3V0ZShyb3V0ZXMsIHVybCk7XG4gICAgaWYgKCFyb3V0ZSkge1xuICAgICAgaWYgKCF1cmwuc3RhcnRzV2l0aCgnIycpKSBwcm9ibGVtcy5wdXNoKHsgLi4ucHJvYmxlbUF0KHJlZiksIG1lc3NhZ2U6IGBsaW5rIFwiJHt1cmx9XCIgbGVhZHMgdG8gbm8gcGFnZSBvZiB0aGlzIHNpdGUuIENoZWNrIHRoZSBhZGRyZXNzIGFnYWluc3QgdGhlIHNpdGUncyBwYWdlcyAoc2VlIENPTlRFTlQubWQpLmAgfSk7XG4gICAgICBjb250aW51ZTtcbiAgICB9XG4gICAgY29uc3QgZnJhZ21lbnQgPSB1cmwuaW5jbHVkZXMoJyMnKSA/IGRlY29kZVVSSUNvbXBvbmVudCh1cmwuc2xpY2UodXJsLmluZGV4T2YoJyMnKSArIDEpKSA6ICcnO1xuICAgIGlmIChmcmFnbWVudCAmJiAhcm91dGUuYW5jaG9ycy5pbmNsdWRlcyhmcmFnbWVudCkpIHtcbiAgICAgIHByb2JsZW1zLnB1c2goeyAuLi5wcm9ibGVtQXQocmVmKSwgbWVzc2FnZTogYGxpbmsgXCIke3VybH1cIiBwb2ludHMgYXQgIyR7ZnJhZ21lbnR9LCB3aGljaCBkb2VzIG5vdCBleGlzdCBvbiAke3JvdXRlLnBhdGh9LiBBdmFpbGFibGU6ICR7cm91dGUuYW5jaG9ycy5tYXAoKGEpID0+IGAjJHthfWApLmpvaW4oJywgJyl9LmAgfSk7XG4gICAgfVxuICB9XG4gIHJldHVybiBwcm9ibGVtcztcbn1cbiIsICIvKipcbiAqIEVudHJ5IHBvaW50IG9mIHRoZSBjb250ZW50IHBpcGVsaW5lOiBsb2FkIFx1MjE5MiB2YWxpZGF0ZSBcdTIxOTIgY3Jvc3MtY2hlY2sgXHUyMTkyIHJvdXRlIHRhYmxlLlxuICogYGNoZWNrQ29udGVudGAgcmVwb3J0czsgYGdldENvbnRlbnRgIGlzIHdoYXQgcGFnZXMgdXNlIGFuZCByZWZ1c2VzIGludmFsaWQgY29udGVudC5cbiAqL1xuaW1wb3J0IHsgY3Jvc3NDaGVjaywgZGVmYXVsdFB1YmxpY0RpciB9IGZyb20gJy4vY3Jvc3NjaGVjay50cyc7XG5pbXBvcnQgeyBkZWZhdWx0Q29udGVudERpciwgbG9hZENvbnRlbnQsIHR5cGUgU2l0ZUNvbnRlbnQgfSBmcm9tICcuL2xvYWQudHMnO1xuaW1wb3J0IHsgZm9ybWF0UHJvYmxlbSwgc29ydFByb2JsZW1zLCB0eXBlIFByb2JsZW0gfSBmcm9tICcuL3Byb2JsZW1zLnRzJztcbmltcG9ydCB7IGJ1aWxkUm91dGVUYWJsZSwgdHlwZSBSb3V0ZSB9IGZyb20gJy4vcm91dGVzLnRzJztcblxuZXhwb3J0IGludGVyZmFjZSBDaGVja1Jlc3VsdCB7XG4gIGNvbnRlbnQ/OiBTaXRlQ29udGVudDtcbiAgcm91dGVzOiBSb3V0ZVtdO1xuICBwcm9ibGVtczogUHJvYmxlbVtdO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gY2hlY2tDb250ZW50KGNvbnRlbnREaXIgPSBkZWZhdWx0Q29udGVudERpcigpLCBwdWJsaWNEaXIgPSBkZWZhdWx0UHVibGljRGlyKCkpOiBDaGVja1Jlc3VsdCB7XG4gIGNvbnN0IGxvYWRlZCA9IGxvYWRDb250ZW50KGNvbnRlbnREaXIpO1xuICBjb25zdCBwcm9ibGVtcyA9IHNvcnRQcm9ibGVtcyhbLi4ubG9hZGVkLnByb2JsZW1zLCAuLi5jcm9zc0NoZWNrKGxvYWRlZCwgcHVibGljRGlyKV0pO1xuICBjb25zdCBjb250ZW50ID0gcHJvYmxlbXMubGVuZ3RoID8gdW5kZWZpbmVkIDogbG9hZGVkLmNvbnRlbnQ7XG4gIHJldHVybiB7IGNvbnRlbnQsIHJvdXRlczogY29udGVudCA/IGJ1aWxkUm91dGVUYWJsZShjb250ZW50KSA6IFtdLCBwcm9ibGVtcyB9O1xufVxuXG5leHBvcnQgY2xhc3MgQ29udGVudEVycm9yIGV4dGVuZHMgRXJyb3Ige1xuICBjb25zdHJ1Y3RvcihyZWFkb25seSBwcm9ibGVtczogUHJvYmxlbVtdKSB7XG4gICAgc3VwZXIoYFRoZSBjb250ZW50IGhhcyAke3Byb2JsZW1zLmxlbmd0aH0gcHJvYmxlbSR7cHJvYmxlbXMubGVuZ3RoID09PSAxID8gJycgOiAncyd9OlxcbiR7cHJvYmxlbXMubWFwKGZvcm1hdFByb2JsZW0pLmpvaW4oJ1xcbicpfWApO1xuICAgIHRoaXMubmFtZSA9ICdDb250ZW50RXJyb3InO1xuICB9XG59XG5cbmxldCBjYWNoZWQ6IHsgY29udGVudDogU2l0ZUNvbnRlbnQ7IHJvdXRlczogUm91dGVbXSB9IHwgdW5kZWZpbmVkO1xuXG4vKiogVmFsaWQgY29udGVudCBhbmQgaXRzIHJvdXRlIHRhYmxlLCBsb2FkZWQgb25jZSBwZXIgcHJvY2Vzcy4gVGhyb3dzIENvbnRlbnRFcnJvciBvdGhlcndpc2UuICovXG5leHBvcnQgZnVuY3Rpb24gZ2V0Q29udGVudCgpOiB7IGNvbnRlbnQ6IFNpdGVDb250ZW50OyByb3V0ZXM6IFJvdXRlW10gfSB7XG4gIGlmIChjYWNoZWQpIHJldHVybiBjYWNoZWQ7XG4gIGNvbnN0IHsgY29udGVudCwgcm91dGVzLCBwcm9ibGVtcyB9ID0gY2hlY2tDb250ZW50KCk7XG4gIGlmICghY29udGVudCkgdGhyb3cgbmV3IENvbnRlbnRFcnJvcihwcm9ibGVtcyk7XG4gIGNhY2hlZCA9IHsgY29udGVudCwgcm91dGVzIH07XG4gIHJldHVybiBjYWNoZWQ7XG59XG5cbmV4cG9ydCB0eXBlIHsgU2l0ZUNvbnRlbnQgfSBmcm9tICcuL2xvYWQudHMnO1xuZXhwb3J0IHR5cGUgeyBSb3V0ZSB9IGZyb20gJy4vcm91dGVzLnRzJztcbiIsICIvLyBodHRwczovL3Zpa2UuZGV2L3JvdXRlLWZ1bmN0aW9uIFx1MjAxNCAvcHJpdmFjeS1wb2xpY3ksIC90ZXJtcy1vZi1zZXJ2aWNlLCAvY29va2llLXBvbGljeTogb25lXG4vLyBwYWdlIHBlciBmaWxlIGluIGNvbnRlbnQvbGVnYWwuXG5pbXBvcnQgdHlwZSB7IFBhZ2VDb250ZXh0U2VydmVyIH0gZnJvbSAndmlrZS90eXBlcyc7XG5pbXBvcnQgeyBnZXRDb250ZW50IH0gZnJvbSAnLi4vLi4vY29udGVudC9pbmRleC50cyc7XG5cbmV4cG9ydCBkZWZhdWx0IGZ1bmN0aW9uIHJvdXRlKHBhZ2VDb250ZXh0OiBQYWdlQ29udGV4dFNlcnZlcikge1xuICBjb25zdCBzbHVnID0gcGFnZUNvbnRleHQudXJsUGF0aG5hbWUuc2xpY2UoMSk7XG4gIHJldHVybiBnZXRDb250ZW50KCkuY29udGVudC5sZWdhbC5zb21lKChwKSA9PiBwLnNsdWcgPT09IHNsdWcpID8geyByb3V0ZVBhcmFtczogeyBzbHVnIH0gfSA6IGZhbHNlO1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIjtBQU9BLE9BQU8sZ0JBQWdCO0FBQ3ZCLE9BQU8scUJBQXFCO0FBQzVCLE9BQU8sZUFBZTtBQUN0QixPQUFPLGlCQUFpQjtBQUN4QixPQUFPLGtCQUFrQjtBQUN6QixTQUFTLGVBQWU7QUFzQnhCLElBQU0sZ0JBQWdCO0FBQ3RCLElBQU0sZ0JBQWdCO0FBRXRCLElBQU0sU0FBUyxRQUFRLEVBQUUsSUFBSSxXQUFXLEVBQUUsSUFBSSxTQUFTO0FBQ3ZELElBQU0sU0FBUyxRQUFRLEVBQUUsSUFBSSxZQUFZLEVBQUUsSUFBSSxVQUFVLEVBQUUsSUFBSSxzQkFBc0IsRUFBRSxJQUFJLGVBQWUsRUFBRSxPQUFPO0FBTW5ILFNBQVMseUJBQXlCO0FBQ2hDLFNBQU8sQ0FBQyxTQUFtQjtBQUN6QixrQkFBYyxNQUFNLENBQUMsT0FBTztBQTlDaEM7QUErQ00sVUFBSSxHQUFHLFlBQVksTUFBTyxJQUFHLFdBQVcsV0FBVztBQUNuRCxZQUFNLFVBQVMsUUFBRyxlQUFILG1CQUFlO0FBQzlCLFVBQUksR0FBRyxZQUFZLE9BQU8sT0FBTyxXQUFXLFlBQVksZUFBZSxLQUFLLE1BQU0sR0FBRztBQUNuRixXQUFHLFdBQVcsU0FBUztBQUN2QixXQUFHLFdBQVcsTUFBTSxDQUFDLFlBQVksWUFBWTtBQUFBLE1BQy9DO0FBQUEsSUFDRixDQUFDO0FBQUEsRUFDSDtBQUNGO0FBRUEsU0FBUyxjQUFjLE1BQTBCLElBQTJCO0FBQzFFLGFBQVcsU0FBUyxLQUFLLFVBQVU7QUFDakMsUUFBSSxNQUFNLFNBQVMsV0FBVztBQUM1QixTQUFHLEtBQUs7QUFDUixvQkFBYyxPQUFPLEVBQUU7QUFBQSxJQUN6QjtBQUFBLEVBQ0Y7QUFDRjtBQUVBLFNBQVMsVUFBVSxNQUErQixJQUE4QjtBQUM5RSxNQUFJLEtBQUssU0FBUyxPQUFRLElBQUcsSUFBSTtBQUNqQyxNQUFJLGNBQWMsS0FBTSxZQUFXLFNBQVMsS0FBSyxTQUFVLFdBQVUsT0FBTyxFQUFFO0FBQ2hGO0FBR08sU0FBUyxlQUFlLFVBQWtCLE1BQWMsVUFBb0M7QUFDakcsUUFBTSxXQUFzQixDQUFDO0FBQzdCLFFBQU0sUUFBbUIsQ0FBQztBQUMxQixRQUFNLFNBQW9CLENBQUM7QUFDM0IsTUFBSSxRQUFRO0FBQ1osUUFBTSxPQUFPLE9BQU8sTUFBTSxRQUFRO0FBQ2xDLFFBQU0sS0FBSyxDQUFDLE1BQWdCO0FBOUU5QjtBQThFa0M7QUFBQSxNQUM5QixTQUFPLE9BQUUsYUFBRixtQkFBWSxNQUFNLFNBQVEsS0FBSyxXQUFXO0FBQUEsTUFDakQsVUFBUSxPQUFFLGFBQUYsbUJBQVksTUFBTSxXQUFVO0FBQUEsSUFDdEM7QUFBQTtBQUNBLFFBQU0sVUFBVSxDQUFDLEdBQWdCLFlBQW9CLFNBQVMsS0FBSyxFQUFFLE1BQU0sR0FBRyxHQUFHLENBQUMsR0FBRyxPQUFPLFFBQVEsUUFBUSxDQUFDO0FBRTdHLFlBQVUsTUFBTSxDQUFDLFNBQVM7QUFDeEIsWUFBUSxLQUFLLE1BQU07QUFBQSxNQUNqQixLQUFLLFFBQVE7QUFDWCxjQUFNLE1BQU0sS0FBSztBQUNqQixZQUFJLGNBQWMsS0FBSyxHQUFHLEVBQUcsU0FBUSxNQUFNLDZFQUE2RTtBQUFBLGlCQUMvRyxjQUFjLEtBQUssR0FBRyxFQUFHLFNBQVEsTUFBTSx1RkFBa0Y7QUFBQSxZQUM3SCxTQUFRLE1BQU0sd0ZBQXdGO0FBQzNHO0FBQUEsTUFDRjtBQUFBLE1BQ0EsS0FBSztBQUNILFlBQUksS0FBSyxVQUFVLEVBQUcsU0FBUSxNQUFNLHlGQUFvRjtBQUN4SDtBQUFBLE1BQ0YsS0FBSztBQUFBLE1BQ0wsS0FBSztBQUFBLE1BQ0wsS0FBSyxTQUFTO0FBQ1osY0FBTSxNQUFNLEVBQUUsS0FBSyxLQUFLLEtBQUssR0FBRyxHQUFHLElBQUksR0FBRyxPQUFPLE9BQU87QUFDeEQsWUFBSSxjQUFjLEtBQUssS0FBSyxHQUFHLEVBQUcsU0FBUSxNQUFNLGFBQWEsS0FBSyxJQUFJLE1BQU0sR0FBRyxFQUFFLENBQUMsNERBQTREO0FBQUEsaUJBQ3JJLEtBQUssU0FBUyxRQUFTLFFBQU8sS0FBSyxHQUFHO0FBQUEsWUFDMUMsT0FBTSxLQUFLLEdBQUc7QUFDbkI7QUFBQSxNQUNGO0FBQUEsTUFDQSxLQUFLO0FBQUEsTUFDTCxLQUFLO0FBQUEsTUFDTCxLQUFLO0FBQ0gsaUJBQVMsS0FBSyxNQUFNLE1BQU0sS0FBSyxFQUFFLE9BQU8sT0FBTyxFQUFFO0FBQ2pEO0FBQUEsSUFDSjtBQUFBLEVBQ0YsQ0FBQztBQUVELFFBQU0sT0FBTyxPQUFPLFFBQVEsSUFBSTtBQUNoQyxRQUFNLFVBQW9CLENBQUM7QUFDM0IsZ0JBQWMsTUFBTSxDQUFDLE9BQU87QUFuSDlCO0FBb0hJLFFBQUksU0FBTyxRQUFHLGVBQUgsbUJBQWUsUUFBTyxTQUFVLFNBQVEsS0FBSyxHQUFHLFdBQVcsRUFBRTtBQUFBLEVBQzFFLENBQUM7QUFDRCxTQUFPLEVBQUUsTUFBTSxPQUFPLFVBQVUsSUFBSSxHQUFHLFNBQVMsT0FBTyxRQUFRLFVBQVUsTUFBTTtBQUNqRjs7O0FDeEdPLFNBQVMsZ0JBQWdCQSxPQUFzQztBQUNwRSxNQUFJLE1BQU07QUFDVixhQUFXLE9BQU9BLE9BQU07QUFDdEIsUUFBSSxPQUFPLFFBQVEsU0FBVSxRQUFPLElBQUksR0FBRztBQUFBLFFBQ3RDLFFBQU8sUUFBUSxLQUFLLE9BQU8sR0FBRyxJQUFJLElBQUksT0FBTyxHQUFHLENBQUM7QUFBQSxFQUN4RDtBQUNBLFNBQU87QUFDVDtBQUdPLFNBQVMsY0FBYyxHQUFvQjtBQUNoRCxRQUFNLFFBQVEsR0FBRyxFQUFFLElBQUksSUFBSSxFQUFFLElBQUksSUFBSSxFQUFFLE1BQU07QUFDN0MsU0FBTyxFQUFFLFFBQVEsR0FBRyxLQUFLLElBQUksRUFBRSxLQUFLLEtBQUssRUFBRSxPQUFPLEtBQUssR0FBRyxLQUFLLElBQUksRUFBRSxPQUFPO0FBQzlFO0FBRU8sU0FBUyxhQUFhLFVBQWdDO0FBQzNELFNBQU8sQ0FBQyxHQUFHLFFBQVEsRUFBRTtBQUFBLElBQ25CLENBQUMsR0FBRyxNQUFNLEVBQUUsS0FBSyxjQUFjLEVBQUUsSUFBSSxLQUFLLEVBQUUsT0FBTyxFQUFFLFFBQVEsRUFBRSxTQUFTLEVBQUU7QUFBQSxFQUM1RTtBQUNGOzs7QUM3QkEsU0FBUyxTQUFTO0FBR1gsSUFBTSxhQUFhLEVBQUUsU0FBMkI7QUFFaEQsSUFBTSxjQUFjLEVBQUUsU0FBNEI7QUFFbEQsU0FBUyxLQUFLLGFBQXFCLE9BQXVDLENBQUMsR0FBRztBQUNuRixTQUFPLEVBQ0osT0FBTyxFQUNQLEtBQUssRUFDTCxJQUFJLEtBQUssT0FBTyxDQUFDLEVBQ2pCLElBQUksS0FBSyxPQUFPLEdBQUcsRUFDbkIsU0FBUyxXQUFXO0FBQ3pCO0FBRU8sU0FBUyxTQUFTLGFBQXFCLE1BQU0sS0FBTTtBQUN4RCxTQUFPLEtBQUssYUFBYSxFQUFFLElBQUksQ0FBQztBQUNsQztBQUVPLElBQU0sU0FBUyxDQUFDLFFBQVEsVUFBVSxXQUFXLFNBQVMsUUFBUSxNQUFNO0FBQ3BFLFNBQVMsTUFBTSxjQUFjLHdEQUF3RDtBQUMxRixTQUFPLEVBQUUsS0FBSyxNQUFNLEVBQUUsU0FBUyxXQUFXO0FBQzVDO0FBRUEsSUFBTUMsaUJBQWdCO0FBR2YsU0FBUyxLQUFLLGFBQXFCO0FBQ3hDLFFBQU0sU0FBUyxFQUNaLE9BQU8sRUFDUCxLQUFLLEVBQ0wsSUFBSSxDQUFDLEVBQ0wsT0FBTyxDQUFDLE1BQU0sQ0FBQ0EsZUFBYyxLQUFLLENBQUMsR0FBRyxFQUFFLFNBQVMsdURBQXVELENBQUMsRUFDekcsT0FBTyxDQUFDLE1BQU0sa0NBQWtDLEtBQUssQ0FBQyxHQUFHO0FBQUEsSUFDeEQsU0FBUztBQUFBLEVBQ1gsQ0FBQyxFQUNBLFNBQVMsV0FBVztBQUN2QixhQUFXLElBQUksUUFBUSxFQUFFLE1BQU0sT0FBTyxDQUFDO0FBQ3ZDLFNBQU87QUFDVDtBQUdPLFNBQVMsWUFBWSxhQUFxQjtBQUMvQyxTQUFPLEVBQ0osT0FBTyxFQUNQLEtBQUssRUFDTCxNQUFNLCtCQUErQixFQUFFLFNBQVMsbUNBQW1DLENBQUMsRUFDcEYsU0FBUyxXQUFXO0FBQ3pCO0FBR08sU0FBUyxNQUFNLGFBQXFCO0FBQ3pDLFFBQU0sU0FBUyxFQUNaLE9BQU8sRUFDUCxLQUFLLEVBQ0wsTUFBTSx3REFBd0Q7QUFBQSxJQUM3RCxTQUFTO0FBQUEsRUFDWCxDQUFDLEVBQ0EsU0FBUyxXQUFXO0FBQ3ZCLGNBQVksSUFBSSxRQUFRLEVBQUUsTUFBTSxRQUFRLENBQUM7QUFDekMsU0FBTztBQUNUO0FBR08sU0FBUyxRQUFRLGFBQXFCO0FBQzNDLFNBQU8sRUFDSixPQUFPLEVBQ1AsTUFBTSx1QkFBdUIsRUFBRSxTQUFTLHVEQUF1RCxPQUFPLEtBQUssQ0FBQyxFQUM1RztBQUFBLElBQ0MsQ0FBQyxNQUFNO0FBQ0wsWUFBTSxJQUFJLG9CQUFJLEtBQUssR0FBRyxDQUFDLFlBQVk7QUFDbkMsYUFBTyxDQUFDLE9BQU8sTUFBTSxFQUFFLFFBQVEsQ0FBQyxLQUFLLEVBQUUsWUFBWSxFQUFFLE1BQU0sR0FBRyxFQUFFLE1BQU07QUFBQSxJQUN4RTtBQUFBLElBQ0EsRUFBRSxTQUFTLCtCQUErQjtBQUFBLEVBQzVDLEVBQ0MsU0FBUyxXQUFXO0FBQ3pCO0FBRU8sSUFBTSxPQUFPLENBQUMsZ0JBQ25CLEVBQ0csT0FBTyxFQUNQLE1BQU0sOEJBQThCO0FBQUEsRUFDbkMsU0FBUztBQUNYLENBQUMsRUFDQSxTQUFTLFdBQVc7QUFFbEIsSUFBTSxXQUFXLEVBQ3JCLE1BQU0sS0FBSyxpQ0FBaUMsRUFBRSxLQUFLLEdBQUcsQ0FBQyxDQUFDLEVBQ3hELElBQUksRUFBRSxFQUNOLFNBQVMsaUVBQWlFLEVBQzFFLFNBQVM7QUFHTCxJQUFNLE1BQU0sRUFDaEIsYUFBYTtBQUFBLEVBQ1osT0FBTyxLQUFLLGtGQUE2RSxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsRUFDcEcsYUFBYSxLQUFLLDRGQUF1RjtBQUFBLElBQ3ZHLEtBQUs7QUFBQSxJQUNMLEtBQUs7QUFBQSxFQUNQLENBQUM7QUFBQSxFQUNEO0FBQ0YsQ0FBQyxFQUNBLFNBQVMsMkRBQTJEO0FBRWhFLElBQU0sTUFBTSxFQUNoQixhQUFhO0FBQUEsRUFDWixPQUFPLEtBQUssdUJBQXVCLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUM5QyxNQUFNLEtBQUssa0ZBQWtGO0FBQy9GLENBQUMsRUFDQSxTQUFTLHdEQUF3RDtBQUU3RCxJQUFNLE9BQU8sRUFDakIsYUFBYTtBQUFBLEVBQ1osT0FBTyxLQUFLLDhDQUE4QyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsRUFDckUsT0FBTyxLQUFLLGdFQUFnRSxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsRUFDdkYsYUFBYSxLQUFLLGdEQUFnRCxFQUFFLEtBQUssSUFBSSxDQUFDLEVBQUUsU0FBUztBQUMzRixDQUFDLEVBQ0EsU0FBUyw4REFBOEQ7QUFFbkUsSUFBTSxpQkFBaUIsRUFDM0IsYUFBYTtBQUFBLEVBQ1osU0FBUyxLQUFLLDZDQUE2QyxFQUFFLEtBQUssR0FBRyxDQUFDLEVBQUUsU0FBUztBQUFBLEVBQ2pGLE9BQU8sS0FBSywyQkFBMkIsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQ2xELE9BQU8sS0FBSywyQ0FBMkMsRUFBRSxLQUFLLElBQUksQ0FBQyxFQUFFLFNBQVM7QUFDaEYsQ0FBQyxFQUNBLFNBQVMsa0NBQWtDOzs7QUNsSTlDLFNBQVMsS0FBQUMsVUFBUztBQUdsQixJQUFNLGNBQWMsQ0FBQyxRQUFRLFFBQVEsUUFBUSxVQUFVLFVBQVUsVUFBVTtBQUUzRSxJQUFNLFFBQVEsQ0FBQyxTQUNiQSxHQUNHLGFBQWE7QUFBQSxFQUNaLE9BQU8sS0FBSyxrQkFBa0IsSUFBSSxhQUFhLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUMxRCxNQUFNLEtBQUssb0JBQW9CLElBQUksYUFBYSxFQUFFLEtBQUssSUFBSSxDQUFDO0FBQUEsRUFDNUQsUUFBUUEsR0FBRSxNQUFNLEtBQUsscUJBQXFCLEVBQUUsS0FBSyxJQUFJLENBQUMsQ0FBQyxFQUFFLElBQUksQ0FBQyxFQUFFLFNBQVMsd0JBQXdCLElBQUksV0FBVyxFQUFFLFFBQVEsQ0FBQyxDQUFDO0FBQzlILENBQUMsRUFDQSxTQUFTLE9BQU8sSUFBSSxXQUFXO0FBRTdCLElBQU0sa0JBQWtCQSxHQUM1QixhQUFhO0FBQUEsRUFDWixNQUFNLEtBQUssK0dBQStHO0FBQUEsRUFDMUg7QUFBQSxFQUNBLE1BQU1BLEdBQ0gsYUFBYTtBQUFBLElBQ1osU0FBUyxLQUFLLG9FQUFpRSxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDMUYsT0FBTyxLQUFLLGlEQUE0QyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDbkUsTUFBTSxLQUFLLDhCQUE4QixFQUFFLEtBQUssSUFBSSxDQUFDO0FBQUEsSUFDckQsUUFBUUEsR0FBRSxNQUFNLElBQUksRUFBRSxJQUFJLENBQUMsRUFBRSxJQUFJLENBQUMsRUFBRSxTQUFTLDREQUE0RDtBQUFBLEVBQzNHLENBQUMsRUFDQSxTQUFTLDZCQUE2QjtBQUFBLEVBQ3pDLE9BQU8sTUFBTSwyQ0FBd0M7QUFBQSxFQUNyRCxVQUFVLEtBQUssdURBQXVELEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxFQUNsRixRQUFRQSxHQUNMLGFBQWE7QUFBQSxJQUNaLE9BQU8sS0FBSywwREFBMEQsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQ2pGLE9BQU8sS0FBSyx5Q0FBeUMsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLElBQ2pFLFFBQVFBLEdBQ0w7QUFBQSxNQUNDQSxHQUNHLGFBQWE7QUFBQSxRQUNaLE9BQU8sS0FBSywwQ0FBMEMsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLFFBQ2pFLE1BQU1BLEdBQUUsS0FBSyxXQUFXLEVBQUUsU0FBUywwQkFBMEIsWUFBWSxLQUFLLElBQUksQ0FBQyxHQUFHO0FBQUEsUUFDdEYsU0FBU0EsR0FBRSxNQUFNLEtBQUssZUFBZSxFQUFFLEtBQUssR0FBRyxDQUFDLENBQUMsRUFBRSxJQUFJLEVBQUUsRUFBRSxTQUFTLDRCQUE0QixFQUFFLFNBQVM7QUFBQSxRQUMzRyxhQUFhLEtBQUsscUNBQXFDLEVBQUUsS0FBSyxHQUFHLENBQUMsRUFBRSxTQUFTO0FBQUEsTUFDL0UsQ0FBQyxFQUNBLFNBQVMsZ0NBQWdDO0FBQUEsSUFDOUMsRUFDQyxJQUFJLENBQUMsRUFDTCxJQUFJLENBQUMsRUFDTCxTQUFTLHlDQUF5QztBQUFBLElBQ3JELFFBQVEsS0FBSyxxQ0FBZ0MsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQ3hELE1BQU0sS0FBSyxpREFBaUQsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLEVBQzFFLENBQUMsRUFDQSxTQUFTLDJEQUEyRDtBQUFBLEVBQ3ZFLFFBQVFBLEdBQ0wsYUFBYTtBQUFBLElBQ1osT0FBTyxLQUFLLDhCQUE4QixFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDckQsT0FBT0EsR0FDSjtBQUFBLE1BQ0NBLEdBQ0csYUFBYTtBQUFBLFFBQ1osTUFBTSxLQUFLLHFDQUFxQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsUUFDM0QsU0FBU0EsR0FBRSxPQUFPLEVBQUUsSUFBSSxFQUFFLFNBQVMsRUFBRSxJQUFJLEdBQUcsRUFBRSxTQUFTLHNCQUFzQjtBQUFBLFFBQzdFLE9BQU9BLEdBQUUsT0FBTyxFQUFFLFNBQVMsRUFBRSxJQUFJLEdBQU0sRUFBRSxTQUFTLGdDQUFnQztBQUFBLE1BQ3BGLENBQUMsRUFDQSxTQUFTLG1CQUFtQjtBQUFBLElBQ2pDLEVBQ0MsSUFBSSxDQUFDLEVBQ0wsSUFBSSxFQUFFLEVBQ04sU0FBUyxvQkFBb0I7QUFBQSxFQUNsQyxDQUFDLEVBQ0EsU0FBUyw0Q0FBNEMsRUFDckQsU0FBUztBQUFBLEVBQ1osV0FBVyxNQUFNLFdBQVc7QUFBQSxFQUM1QixVQUFVLE1BQU0sVUFBVTtBQUFBLEVBQzFCLFdBQVdBLEdBQ1IsYUFBYTtBQUFBLElBQ1osT0FBTyxLQUFLLHNDQUFzQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDN0QsT0FBT0EsR0FDSjtBQUFBLE1BQ0NBLEdBQ0csYUFBYTtBQUFBLFFBQ1osTUFBTSxLQUFLLGlDQUFpQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsUUFDdkQsU0FBUyxLQUFLLGlDQUFpQyxFQUFFLEtBQUssSUFBSSxDQUFDO0FBQUEsTUFDN0QsQ0FBQyxFQUNBLFNBQVMsMkJBQTJCO0FBQUEsSUFDekMsRUFDQyxJQUFJLENBQUMsRUFDTCxJQUFJLEVBQUUsRUFDTixTQUFTLG9CQUFvQjtBQUFBLEVBQ2xDLENBQUMsRUFDQSxTQUFTLHlCQUF5QjtBQUFBLEVBQ3JDLFNBQVNBLEdBQ04sYUFBYTtBQUFBLElBQ1osT0FBTyxLQUFLLG1DQUFtQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDMUQsT0FBT0EsR0FBRSxNQUFNLElBQUksRUFBRSxJQUFJLENBQUMsRUFBRSxJQUFJLENBQUMsRUFBRSxTQUFTLG1CQUFtQjtBQUFBLEVBQ2pFLENBQUMsRUFDQSxTQUFTLHNCQUFzQjtBQUFBLEVBQ2xDLFNBQVNBLEdBQ04sYUFBYTtBQUFBLElBQ1osT0FBTyxLQUFLLGtDQUFrQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDekQsTUFBTSxLQUFLLG9DQUFvQyxFQUFFLEtBQUssSUFBSSxDQUFDO0FBQUEsSUFDM0Q7QUFBQSxFQUNGLENBQUMsRUFDQSxTQUFTLDhDQUE4QztBQUFBLEVBQzFELFVBQVVBLEdBQ1AsYUFBYTtBQUFBLElBQ1osT0FBTyxLQUFLLHNDQUFzQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDN0QsS0FBSyxZQUFZLDhEQUE4RDtBQUFBLEVBQ2pGLENBQUMsRUFDQSxTQUFTLG9DQUFvQztBQUNsRCxDQUFDLEVBQ0EsU0FBUyx5QkFBeUI7OztBQzVHckMsU0FBUyxLQUFBQyxVQUFTO0FBR1gsSUFBTSxhQUFhQSxHQUN2QixhQUFhO0FBQUEsRUFDWjtBQUFBLEVBQ0EsTUFBTUEsR0FDSCxhQUFhO0FBQUEsSUFDWixTQUFTLEtBQUssbUNBQW1DLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxJQUM1RCxPQUFPLEtBQUssd0RBQW1ELEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxJQUMxRSxXQUFXLEtBQUssOEVBQThFLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxJQUN6RyxNQUFNLEtBQUssaUNBQWlDLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxJQUN4RCxRQUFRQSxHQUFFLE1BQU0sS0FBSyw4REFBOEQsRUFBRSxLQUFLLEdBQUcsQ0FBQyxDQUFDLEVBQUUsSUFBSSxDQUFDLEVBQUUsSUFBSSxDQUFDLEVBQUUsU0FBUyxtQ0FBbUM7QUFBQSxJQUMzSixZQUFZO0FBQUEsSUFDWixjQUFjQSxHQUNYLGFBQWEsRUFBRSxPQUFPLEtBQUssOERBQThELEVBQUUsS0FBSyxHQUFHLENBQUMsRUFBRSxDQUFDLEVBQ3ZHLFNBQVMsNEJBQTRCO0FBQUEsSUFDeEMsV0FBVyxLQUFLLDZEQUE2RCxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDeEYsUUFBUSxLQUFLLGdEQUFnRCxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDeEUsT0FBT0EsR0FBRSxNQUFNLElBQUksRUFBRSxJQUFJLENBQUMsRUFBRSxJQUFJLENBQUMsRUFBRSxTQUFTLHNEQUFzRDtBQUFBLElBQ2xHLFVBQVUsS0FBSyw0REFBNEQsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLEVBQ3pGLENBQUMsRUFDQSxTQUFTLG9DQUFvQztBQUFBLEVBQ2hELE9BQU9BLEdBQ0osYUFBYTtBQUFBLElBQ1osU0FBUztBQUFBLElBQ1QsT0FBT0EsR0FBRSxNQUFNLElBQUksRUFBRSxJQUFJLENBQUMsRUFBRSxJQUFJLENBQUMsRUFBRSxTQUFTLDZCQUE2QjtBQUFBLElBQ3pFLFFBQVFBLEdBQUUsTUFBTSxLQUFLLHFDQUFxQyxFQUFFLEtBQUssR0FBRyxDQUFDLENBQUMsRUFBRSxJQUFJLENBQUMsRUFBRSxTQUFTLGlDQUFpQztBQUFBLElBQ3pILFlBQVksS0FBSyxvREFBb0QsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQ2xGLENBQUMsRUFDQSxTQUFTLG9DQUFvQztBQUFBLEVBQ2hELFVBQVVBLEdBQUUsYUFBYSxFQUFFLFNBQVMsZ0JBQWdCLFNBQVMsS0FBSywwQ0FBMEMsRUFBRSxLQUFLLEdBQUcsQ0FBQyxFQUFFLENBQUMsRUFBRSxTQUFTLHVCQUF1QjtBQUFBLEVBQzVKLFlBQVlBLEdBQUUsYUFBYSxFQUFFLFNBQVMsZ0JBQWdCLFNBQVMsS0FBSywyQ0FBMkMsRUFBRSxLQUFLLEdBQUcsQ0FBQyxFQUFFLENBQUMsRUFBRSxTQUFTLHlCQUF5QjtBQUFBLEVBQ2pLLEtBQUtBLEdBQ0YsYUFBYTtBQUFBLElBQ1osU0FBUztBQUFBLElBQ1QsUUFBUUEsR0FDTCxhQUFhO0FBQUEsTUFDWixXQUFXLEtBQUssa0NBQWtDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUM3RCxNQUFNLEtBQUssb0NBQW9DLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUMxRCxPQUFPLEtBQUsscUNBQXFDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUM1RCxZQUFZLEtBQUssNENBQTRDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUN4RSxTQUFTLEtBQUssaURBQWlELEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUMxRSxZQUFZLEtBQUssb0NBQW9DLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxJQUNsRSxDQUFDLEVBQ0EsU0FBUyxzREFBaUQ7QUFBQSxJQUM3RCxNQUFNLEtBQUssZ0VBQWdFLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxJQUN2RjtBQUFBLEVBQ0YsQ0FBQyxFQUNBLFNBQVMsNkJBQTZCO0FBQUEsRUFDekMsY0FBY0EsR0FDWCxhQUFhLEVBQUUsU0FBUyxnQkFBZ0IsU0FBUyxJQUFJLENBQUMsRUFDdEQsU0FBUyxzRUFBc0U7QUFBQSxFQUNsRixLQUFLQSxHQUNGLGFBQWEsRUFBRSxTQUFTLGdCQUFnQixZQUFZLEtBQUssd0VBQXdFLEVBQUUsS0FBSyxHQUFHLENBQUMsR0FBRyxJQUFJLENBQUMsRUFDcEosU0FBUyxrQkFBa0I7QUFBQSxFQUM5QixTQUFTQSxHQUNOLGFBQWE7QUFBQSxJQUNaLE9BQU8sS0FBSywwQ0FBMEMsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQ2pFLE1BQU0sS0FBSyw0Q0FBNEMsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLElBQ25FO0FBQUEsSUFDQSxZQUFZLEtBQUssK0JBQStCLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUM3RCxDQUFDLEVBQ0EsU0FBUyw0REFBNEQ7QUFDMUUsQ0FBQyxFQUNBLFNBQVMsZ0JBQWdCOzs7QUNqRTVCLFNBQVMsS0FBQUMsVUFBUztBQUdYLElBQU0sYUFBYUEsR0FDdkIsYUFBYTtBQUFBLEVBQ1osT0FBTyxLQUFLLG9EQUFvRCxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsRUFDM0UsYUFBYSxLQUFLLHVFQUFrRSxFQUFFLEtBQUssSUFBSSxLQUFLLElBQUksQ0FBQztBQUFBLEVBQ3pHLFNBQVMsS0FBSyxtREFBbUQsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLEVBQzdFLE1BQU0sUUFBUSx1Q0FBdUM7QUFBQSxFQUNyRCxVQUFVQSxHQUFFLE9BQU8sRUFBRSxJQUFJLEVBQUUsSUFBSSxDQUFDLEVBQUUsSUFBSSxFQUFFLEVBQUUsU0FBUyxnQ0FBZ0M7QUFBQSxFQUNuRixVQUFVLEtBQUssa0NBQWtDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUM1RCxjQUFjLEtBQUssb0RBQW9ELEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUNsRixPQUFPLE1BQU0saURBQThDO0FBQUEsRUFDM0QsVUFBVSxLQUFLLDREQUE0RCxFQUFFLEtBQUssSUFBSSxDQUFDO0FBQUEsRUFDdkYsT0FBTyxNQUFNLHlEQUF5RDtBQUFBLEVBQ3RFO0FBQUEsRUFDQSxVQUFVLEtBQUssMkRBQTJELEVBQUUsU0FBUyxFQUFFLFFBQVEsSUFBSTtBQUFBLEVBQ25HLE1BQU0sS0FBSyxnRkFBZ0YsRUFBRSxTQUFTLEVBQUUsUUFBUSxJQUFJO0FBQUEsRUFDcEgsS0FBS0EsR0FDRixhQUFhO0FBQUEsSUFDWixTQUFTLEtBQUssNERBQTRELEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxJQUNyRixNQUFNLEtBQUssd0RBQXdELEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxFQUNqRixDQUFDLEVBQ0EsU0FBUywyQ0FBMkM7QUFBQSxFQUN2RCxNQUFNLEtBQUssMkRBQTJELEVBQUUsS0FBSyxJQUFJLENBQUMsRUFBRSxTQUFTLEVBQUUsUUFBUSxJQUFJO0FBQUEsRUFDM0csT0FBT0EsR0FBRSxRQUFRLEVBQUUsUUFBUSxLQUFLLEVBQUUsU0FBUyx3RUFBd0U7QUFDckgsQ0FBQyxFQUNBLFNBQVMsaUJBQWlCO0FBRXRCLElBQU0sY0FBY0EsR0FDeEIsYUFBYTtBQUFBLEVBQ1osT0FBTyxLQUFLLG1EQUFtRCxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsRUFDMUUsYUFBYSxLQUFLLHVFQUFrRSxFQUFFLEtBQUssSUFBSSxLQUFLLElBQUksQ0FBQztBQUFBLEVBQ3pHLFNBQVMsUUFBUSw4Q0FBOEM7QUFDakUsQ0FBQyxFQUNBLFNBQVMsZUFBZTs7O0FDL0IzQixTQUFTLEtBQUFDLFVBQVM7QUFHWCxJQUFNLFFBQVEsQ0FBQyxZQUFZLFNBQVMsUUFBUSxZQUFZLGFBQWEsU0FBUyxZQUFZLFNBQVMsVUFBVSxRQUFRLFFBQVEsVUFBVSxNQUFNO0FBRXBKLElBQU0sT0FBTyxDQUFDLFNBQ1pBLEdBQ0csYUFBYTtBQUFBLEVBQ1osTUFBTSxLQUFLLG9CQUFvQixJQUFJLHVCQUF1QixTQUFTLFlBQVksNENBQTRDLHlDQUF5QyxHQUFHO0FBQUEsRUFDdkssT0FBTyxLQUFLLGVBQWUsSUFBSSxLQUFLLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUMvQyxhQUFhLEtBQUssb0NBQW9DLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxFQUNsRSxVQUFVQSxHQUFFLE1BQU0sS0FBSyxvQkFBb0IsRUFBRSxLQUFLLEdBQUcsQ0FBQyxDQUFDLEVBQUUsT0FBTyxDQUFDLEVBQUUsU0FBUyxrREFBa0Q7QUFBQSxFQUM5SCxNQUFNQSxHQUFFLEtBQUssS0FBSyxFQUFFLFNBQVMsbUNBQW1DLE1BQU0sS0FBSyxJQUFJLENBQUMsR0FBRztBQUFBLEVBQ25GLE9BQU8sTUFBTTtBQUFBLEVBQ2IsUUFBUUEsR0FDTCxLQUFLLFNBQVMsWUFBWSxDQUFDLGFBQWEsSUFBSSxDQUFDLGNBQWMsYUFBYSxDQUFDLEVBQ3pFO0FBQUEsSUFDQyxTQUFTLFlBQ0wsOEVBQ0E7QUFBQSxFQUNOO0FBQUEsRUFDRixHQUFJLFNBQVMsYUFDVCxFQUFFLFFBQVFBLEdBQUUsUUFBUSxFQUFFLFFBQVEsSUFBSSxFQUFFLFNBQVMsaUVBQWlFLEVBQUUsSUFDaEgsQ0FBQztBQUNQLENBQUMsRUFDQSxTQUFTLEtBQUssSUFBSSxRQUFRO0FBRS9CLElBQU0sV0FBVyxDQUFDLFNBQ2hCQSxHQUFFLGFBQWE7QUFBQSxFQUNiO0FBQUEsRUFDQSxTQUFTO0FBQUEsRUFDVCxRQUFRLEtBQUssOEVBQThFLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxFQUN2RyxZQUFZQSxHQUNULGFBQWE7QUFBQSxJQUNaLE9BQU8sS0FBSywyREFBMkQsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQ2xGLE1BQU0sS0FBSyxxRUFBcUUsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLElBQzVGO0FBQUEsRUFDRixDQUFDLEVBQ0EsU0FBUyw4QkFBOEI7QUFBQSxFQUMxQyxPQUFPQSxHQUFFLE1BQU0sS0FBSyxJQUFJLENBQUMsRUFBRSxJQUFJLENBQUMsRUFBRSxJQUFJLEVBQUUsRUFBRSxTQUFTLE9BQU8sSUFBSSwyQkFBMkI7QUFDM0YsQ0FBQztBQUVJLElBQU0saUJBQWlCLFNBQVMsU0FBUyxFQUFFLFNBQVMsb0RBQW9EO0FBQ3hHLElBQU0sbUJBQW1CLFNBQVMsVUFBVSxFQUFFLFNBQVMsdURBQXVEOzs7QUMvQ3JILFNBQVMsS0FBQUMsVUFBUztBQUdYLElBQU0sY0FBY0EsR0FDeEIsYUFBYTtBQUFBLEVBQ1o7QUFBQSxFQUNBLE9BQU8sS0FBSyx1Q0FBdUMsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQzlELE9BQU8sS0FBSyxnQ0FBZ0MsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLEVBQ3hELFNBQVNBLEdBQUUsYUFBYSxFQUFFLE9BQU8sS0FBSywyQkFBMkIsRUFBRSxLQUFLLEdBQUcsQ0FBQyxHQUFHLE1BQU0sS0FBSywwQkFBMEIsRUFBRSxLQUFLLElBQUksQ0FBQyxFQUFFLENBQUMsRUFBRSxTQUFTLHdCQUF3QjtBQUFBLEVBQ3RLLE9BQU9BLEdBQUUsTUFBTSxJQUFJLEVBQUUsT0FBTyxDQUFDLEVBQUUsU0FBUyxnQ0FBZ0M7QUFBQSxFQUN4RSxRQUFRQSxHQUNMLGFBQWE7QUFBQSxJQUNaLFNBQVM7QUFBQSxJQUNULE9BQU9BLEdBQ0osTUFBTUEsR0FBRSxhQUFhLEVBQUUsT0FBTyxLQUFLLHNCQUFzQixFQUFFLEtBQUssR0FBRyxDQUFDLEdBQUcsTUFBTSxLQUFLLDhCQUE4QixFQUFFLEtBQUssSUFBSSxDQUFDLEVBQUUsQ0FBQyxFQUFFLFNBQVMsa0JBQWtCLENBQUMsRUFDN0osT0FBTyxDQUFDLEVBQ1IsU0FBUyxzQkFBc0I7QUFBQSxFQUNwQyxDQUFDLEVBQ0EsU0FBUyxxQkFBcUI7QUFBQSxFQUNqQyxTQUFTO0FBQUEsRUFDVDtBQUNGLENBQUMsRUFDQSxTQUFTLGlCQUFpQjtBQUV0QixJQUFNLGdCQUFnQkEsR0FDMUIsYUFBYTtBQUFBLEVBQ1o7QUFBQSxFQUNBLE9BQU8sS0FBSyx5Q0FBeUMsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQ2hFLE9BQU8sS0FBSyxnQ0FBZ0MsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLEVBQ3hELE1BQU1BLEdBQ0gsYUFBYTtBQUFBLElBQ1osT0FBTyxLQUFLLGtEQUFrRCxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDekUsUUFBUUEsR0FDTCxhQUFhO0FBQUEsTUFDWixXQUFXLEtBQUssa0NBQWtDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUM3RCxVQUFVLEtBQUssaUNBQWlDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUMzRCxPQUFPLEtBQUssOEJBQThCLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUNyRCxPQUFPLEtBQUssNkJBQTZCLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUNwRCxTQUFTLEtBQUssK0JBQStCLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxJQUMxRCxDQUFDLEVBQ0EsU0FBUyw0QkFBNEI7QUFBQSxJQUN4QyxvQkFBb0IsS0FBSyxrQ0FBa0MsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLElBQ3ZFLFFBQVEsS0FBSyw4QkFBOEIsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQ3RELFlBQVksS0FBSyw0Q0FBNEMsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQ3hFLFNBQVMsS0FBSyxvQ0FBb0MsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLElBQzlELGNBQWMsS0FBSyxrQ0FBa0MsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQ2hFLGFBQWEsS0FBSyxpQ0FBaUMsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLElBQy9ELE9BQU8sS0FBSywyQ0FBc0MsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQzdELGFBQWEsS0FBSyxxREFBcUQsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLEVBQ3JGLENBQUMsRUFDQSxTQUFTLG1CQUFtQjtBQUFBLEVBQy9CLFlBQVlBLEdBQ1QsYUFBYTtBQUFBLElBQ1osT0FBTyxLQUFLLDhDQUE4QyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDckUsWUFBWSxLQUFLLGtDQUFrQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDOUQsWUFBWSxLQUFLLG1DQUFtQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDL0QsZUFBZSxLQUFLLDZCQUE2QixFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDNUQsWUFBWSxLQUFLLG1DQUFtQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsRUFDakUsQ0FBQyxFQUNBLFNBQVMsOERBQThEO0FBQUEsRUFDMUUsV0FBV0EsR0FDUixhQUFhO0FBQUEsSUFDWixPQUFPLEtBQUssbURBQW1ELEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxJQUMxRSxPQUFPQSxHQUNKLE1BQU1BLEdBQUUsYUFBYSxFQUFFLE9BQU8sS0FBSyxxQkFBcUIsRUFBRSxLQUFLLEdBQUcsQ0FBQyxHQUFHLE1BQU0sS0FBSyx1QkFBdUIsRUFBRSxLQUFLLElBQUksQ0FBQyxFQUFFLENBQUMsRUFBRSxTQUFTLFNBQVMsQ0FBQyxFQUM1SSxPQUFPLENBQUMsRUFDUixTQUFTLHNCQUFzQjtBQUFBLEVBQ3BDLENBQUMsRUFDQSxTQUFTLDhDQUE4QztBQUM1RCxDQUFDLEVBQ0EsU0FBUyxtQkFBbUI7QUFFeEIsSUFBTSxpQkFBaUJBLEdBQzNCLGFBQWE7QUFBQSxFQUNaO0FBQUEsRUFDQSxNQUFNLEtBQUssK0JBQStCLEVBQUUsS0FBSyxFQUFFLENBQUM7QUFBQSxFQUNwRCxPQUFPLEtBQUssaUNBQWlDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUN4RCxNQUFNLEtBQUssK0JBQStCLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxFQUN0RCxNQUFNLEtBQUssMEJBQTBCLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUNoRCxNQUFNLEtBQUssNEJBQTRCLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUNsRCxlQUFlLEtBQUssdUNBQXVDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUN0RSxVQUFVQSxHQUFFLE1BQU1BLEdBQUUsT0FBTyxFQUFFLFNBQVMsNENBQTRDLENBQUMsRUFBRSxPQUFPLENBQUMsRUFBRSxTQUFTLG9DQUFvQztBQUFBLEVBQzVJLGlCQUFpQixLQUFLLHlDQUF5QyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsRUFDMUUsWUFBWUEsR0FBRSxNQUFNQSxHQUFFLE9BQU8sRUFBRSxTQUFTLGdEQUFnRCxDQUFDLEVBQUUsT0FBTyxDQUFDLEVBQUUsU0FBUyxzQ0FBc0M7QUFDdEosQ0FBQyxFQUNBLFNBQVMsZUFBZTtBQUVwQixJQUFNLGtCQUFrQkEsR0FDNUIsYUFBYTtBQUFBLEVBQ1o7QUFBQSxFQUNBLFNBQVM7QUFBQSxFQUNULFFBQVEsS0FBSyxrRUFBa0UsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQzFGLGNBQWNBLEdBQUUsT0FBTyxFQUFFLElBQUksRUFBRSxJQUFJLENBQUMsRUFBRSxJQUFJLEVBQUUsRUFBRSxTQUFTLHNFQUFzRTtBQUFBLEVBQzdILFVBQVUsS0FBSyxrQ0FBa0MsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQzVELFlBQVksS0FBSyxzQ0FBc0MsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQ2xFLGVBQWUsS0FBSyw4Q0FBOEMsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQzdFLFdBQVcsS0FBSywwQ0FBMEMsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQ3JFLFdBQVcsS0FBSywwQkFBMEIsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQ3JEO0FBQ0YsQ0FBQyxFQUNBLFNBQVMsMkNBQTJDOzs7QUNwR3ZELFNBQVMsS0FBQUMsVUFBUztBQUdYLElBQU0scUJBQXFCQSxHQUMvQixhQUFhO0FBQUEsRUFDWixPQUFPQSxHQUNKO0FBQUEsSUFDQ0EsR0FDRyxhQUFhO0FBQUEsTUFDWixNQUFNLEtBQUssMkNBQTJDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUNqRSxNQUFNLEtBQUssb0JBQW9CLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUMxQyxTQUFTLEtBQUssa0JBQWtCLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUMzQyxTQUFTLEtBQUssK0JBQStCLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxNQUN6RCxRQUFRQSxHQUFFLE9BQU8sRUFBRSxJQUFJLEVBQUUsSUFBSSxDQUFDLEVBQUUsSUFBSSxDQUFDLEVBQUUsU0FBUywwQkFBMEI7QUFBQSxNQUMxRSxPQUFPLE1BQU0sbUNBQWdDO0FBQUEsSUFDL0MsQ0FBQyxFQUNBLFNBQVMsa0JBQWtCO0FBQUEsRUFDaEMsRUFDQyxJQUFJLENBQUMsRUFDTCxJQUFJLEVBQUUsRUFDTixTQUFTLHlGQUF5RjtBQUN2RyxDQUFDLEVBQ0EsU0FBUyxpQkFBaUI7QUFFdEIsSUFBTSxhQUFhQSxHQUN2QixhQUFhO0FBQUEsRUFDWixPQUFPQSxHQUNKO0FBQUEsSUFDQ0EsR0FDRyxhQUFhO0FBQUEsTUFDWixVQUFVLEtBQUssNENBQTRDLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxNQUN2RSxRQUFRLEtBQUssOERBQThELEVBQUUsS0FBSyxLQUFLLENBQUM7QUFBQSxJQUMxRixDQUFDLEVBQ0EsU0FBUyw0QkFBNEI7QUFBQSxFQUMxQyxFQUNDLElBQUksQ0FBQyxFQUNMLElBQUksRUFBRSxFQUNOLFNBQVMsc0ZBQXNGO0FBQ3BHLENBQUMsRUFDQSxTQUFTLDZCQUE2QjtBQUVsQyxJQUFNLGNBQWNBLEdBQ3hCLGFBQWE7QUFBQSxFQUNaLE9BQU9BLEdBQ0o7QUFBQSxJQUNDQSxHQUNHLGFBQWE7QUFBQSxNQUNaLE1BQU0sS0FBSyw4Q0FBOEMsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLE1BQ3BFLE1BQU0sTUFBTSxtQ0FBZ0M7QUFBQSxJQUM5QyxDQUFDLEVBQ0EsU0FBUyxzQkFBc0I7QUFBQSxFQUNwQyxFQUNDLElBQUksQ0FBQyxFQUNMLElBQUksRUFBRSxFQUNOLFNBQVMscUNBQXFDO0FBQ25ELENBQUMsRUFDQSxTQUFTLHFCQUFxQjs7O0FDeERqQyxTQUFTLEtBQUFDLFVBQVM7QUFHbEIsSUFBTSxRQUFRQSxHQUNYLGFBQWE7QUFBQSxFQUNaLE9BQU8sS0FBSyxnRUFBZ0UsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQ3ZGLFNBQVMsS0FBSyw2REFBNkQsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQ3RGLEtBQUtBLEdBQ0YsT0FBTyxFQUNQLE1BQU0scUJBQXFCLEVBQUUsU0FBUyxrRkFBa0YsQ0FBQyxFQUN6SCxTQUFTLHVFQUF1RTtBQUFBLEVBQ25GLFVBQVVBLEdBQUUsUUFBUSxFQUFFLFFBQVEsS0FBSyxFQUFFLFNBQVMsa0RBQWtEO0FBQ2xHLENBQUMsRUFDQSxTQUFTLG1DQUFtQztBQUUvQyxJQUFNLFdBQVcsQ0FBQyxVQUFVLFdBQVcsYUFBYSxZQUFZLFVBQVUsWUFBWSxRQUFRO0FBQzlGLElBQU0sT0FBTyxDQUFDLFNBQ1pBLEdBQ0csT0FBTyxFQUNQLE1BQU0sNkJBQTZCLEVBQUUsU0FBUyw4Q0FBOEMsQ0FBQyxFQUM3RixTQUFTLEdBQUcsSUFBSSxpQ0FBaUM7QUFFdEQsSUFBTSxVQUFVQSxHQUNiLGFBQWE7QUFBQSxFQUNaLE9BQU8sS0FBSywwQkFBMEIsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQ2pELE1BQU0sS0FBSyxpREFBaUQ7QUFBQSxFQUM1RCxjQUFjQSxHQUNYLE9BQU8sRUFDUCxNQUFNLG1CQUFtQixFQUFFLFNBQVMseUNBQXlDLENBQUMsRUFDOUUsU0FBUyw2R0FBNkcsRUFDdEgsU0FBUztBQUFBLEVBQ1osTUFBTUEsR0FDSCxLQUFLLENBQUMsWUFBWSxDQUFDLEVBQ25CLFNBQVMsb0VBQW9FLEVBQzdFLFNBQVM7QUFDZCxDQUFDLEVBQ0EsU0FBUyw4QkFBOEI7QUFFMUMsSUFBTSxhQUFhQSxHQUNoQixhQUFhO0FBQUEsRUFDWixPQUFPLEtBQUsscUJBQXFCLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxFQUM1QyxNQUFNLEtBQUssZ0ZBQWdGO0FBQzdGLENBQUMsRUFDQSxTQUFTLHVCQUF1QjtBQUU1QixJQUFNLGFBQWFBLEdBQ3ZCLGFBQWE7QUFBQSxFQUNaLFNBQVNBLEdBQ04sYUFBYTtBQUFBLElBQ1osTUFBTSxLQUFLLDJEQUEyRCxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDakYsV0FBVyxLQUFLLHVFQUF1RSxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDbEcsU0FBUyxLQUFLLDZEQUE2RCxFQUFFLEtBQUssSUFBSSxDQUFDO0FBQUEsSUFDdkYsTUFBTSxNQUFNLGtEQUFrRDtBQUFBLElBQzlELGNBQWNBLEdBQUUsT0FBTyxFQUFFLElBQUksRUFBRSxJQUFJLElBQUksRUFBRSxJQUFJLElBQUksRUFBRSxTQUFTLCtCQUErQjtBQUFBLEVBQzdGLENBQUMsRUFDQSxTQUFTLHFCQUFxQjtBQUFBLEVBQ2pDLEtBQUtBLEdBQ0YsYUFBYTtBQUFBLElBQ1osY0FBYyxLQUFLLHlFQUF5RSxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDdkcsZUFBZUEsR0FDWixPQUFPLEVBQ1AsU0FBUyxNQUFNLEVBQUUsU0FBUyw2Q0FBNkMsQ0FBQyxFQUN4RSxTQUFTLDJGQUEyRjtBQUFBLElBQ3ZHLG9CQUFvQixLQUFLLDZEQUF3RCxFQUFFLEtBQUssSUFBSSxLQUFLLElBQUksQ0FBQztBQUFBLElBQ3RHLGNBQWMsTUFBTSxrRUFBK0Q7QUFBQSxJQUNuRixRQUFRQSxHQUFFLE9BQU8sRUFBRSxNQUFNLHVCQUF1QixFQUFFLFNBQVMsd0JBQXdCLENBQUMsRUFBRSxTQUFTLDhDQUE4QztBQUFBLElBQzdJLGVBQWVBLEdBQUUsT0FBTyxFQUFFLE1BQU0sZUFBZSxFQUFFLFNBQVMsd0JBQXdCLENBQUMsRUFBRSxTQUFTLHNEQUFzRDtBQUFBLEVBQ3RKLENBQUMsRUFDQSxTQUFTLHNEQUFzRDtBQUFBLEVBQ2xFLEtBQUssWUFBWSw0SUFBNEk7QUFBQSxFQUM3SixTQUFTQSxHQUNOLGFBQWE7QUFBQSxJQUNaLE9BQU9BLEdBQUUsTUFBTSxFQUFFLFNBQVMsNkJBQTZCLENBQUMsRUFBRSxTQUFTLDhEQUF5RDtBQUFBLElBQzVILFFBQVFBLEdBQUUsTUFBTSxLQUFLLEVBQUUsSUFBSSxDQUFDLEVBQUUsSUFBSSxDQUFDLEVBQUUsU0FBUyx3RUFBd0U7QUFBQSxJQUN0SCxVQUFVQSxHQUNQLGFBQWE7QUFBQSxNQUNaLE1BQU0sS0FBSyx1QkFBdUIsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLE1BQzdDLFFBQVEsS0FBSyxtQ0FBbUMsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLE1BQzNELFlBQVlBLEdBQUUsT0FBTyxFQUFFLE1BQU0sY0FBYyxFQUFFLFNBQVMsd0NBQXdDLENBQUMsRUFBRSxTQUFTLGlDQUFpQztBQUFBLE1BQzNJLFNBQVNBLEdBQUUsT0FBTyxFQUFFLE1BQU0sY0FBYyxFQUFFLFNBQVMsZ0RBQWdELENBQUMsRUFBRSxTQUFTLG1DQUFtQztBQUFBLElBQ3BKLENBQUMsRUFDQSxTQUFTLDZCQUE2QjtBQUFBLElBQ3pDLE9BQU9BLEdBQ0osYUFBYTtBQUFBLE1BQ1osU0FBUyxLQUFLLGtHQUF3RixFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsTUFDakgsTUFBTUEsR0FBRSxNQUFNQSxHQUFFLEtBQUssUUFBUSxDQUFDLEVBQUUsSUFBSSxDQUFDLEVBQUUsU0FBUyw4QkFBOEIsU0FBUyxLQUFLLElBQUksQ0FBQyxHQUFHO0FBQUEsTUFDcEcsT0FBTyxLQUFLLGNBQWM7QUFBQSxNQUMxQixRQUFRLEtBQUssY0FBYztBQUFBLE1BQzNCLFdBQVcsS0FBSyw2RUFBNkUsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQzFHLENBQUMsRUFDQSxTQUFTLG9EQUFvRDtBQUFBLElBQ2hFLGNBQWMsS0FBSyxxRUFBcUUsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLEVBQ3JHLENBQUMsRUFDQSxTQUFTLGlDQUFpQztBQUFBLEVBQzdDLFFBQVFBLEdBQ0w7QUFBQSxJQUNDQSxHQUNHLGFBQWE7QUFBQSxNQUNaLFNBQVNBLEdBQUUsS0FBSyxDQUFDLFlBQVksV0FBVyxZQUFZLFdBQVcsQ0FBQyxFQUFFLFNBQVMsMERBQTBEO0FBQUEsTUFDckksT0FBTyxLQUFLLG1FQUFtRSxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsTUFDMUYsS0FBSyxZQUFZLDREQUE0RDtBQUFBLElBQy9FLENBQUMsRUFDQSxTQUFTLHlCQUF5QjtBQUFBLEVBQ3ZDLEVBQ0MsSUFBSSxDQUFDLEVBQ0wsU0FBUyw2Q0FBNkM7QUFBQSxFQUN6RCxRQUFRQSxHQUNMLGFBQWE7QUFBQSxJQUNaLE9BQU9BLEdBQUUsTUFBTSxPQUFPLEVBQUUsSUFBSSxDQUFDLEVBQUUsSUFBSSxDQUFDLEVBQUUsU0FBUyxxQ0FBcUM7QUFBQSxJQUNwRjtBQUFBLEVBQ0YsQ0FBQyxFQUNBLFNBQVMsb0JBQW9CO0FBQUEsRUFDaEMsUUFBUUEsR0FDTCxhQUFhO0FBQUEsSUFDWixpQkFBaUIsS0FBSyxrQ0FBa0MsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQ25FLFlBQVlBLEdBQUUsTUFBTSxVQUFVLEVBQUUsSUFBSSxFQUFFLEVBQUUsU0FBUyxxQ0FBcUM7QUFBQSxJQUN0RixZQUFZQSxHQUFFLE1BQU0sVUFBVSxFQUFFLElBQUksQ0FBQyxFQUFFLFNBQVMsMkJBQTJCO0FBQUEsSUFDM0UsY0FBYyxLQUFLLHNDQUFzQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDcEUsWUFBWUEsR0FDVCxhQUFhO0FBQUEsTUFDWixPQUFPLEtBQUssa0NBQWtDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUN6RCxNQUFNLEtBQUsseUNBQXlDLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxNQUNoRSxhQUFhLEtBQUssd0NBQXdDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUNyRSxRQUFRLEtBQUssaUNBQWlDLEVBQUUsS0FBSyxHQUFHLENBQUM7QUFBQSxNQUN6RCxTQUFTLEtBQUssNkNBQTZDLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxNQUN2RSxTQUFTLEtBQUssc0RBQXNELEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxJQUNsRixDQUFDLEVBQ0EsU0FBUyw2QkFBNkI7QUFBQSxJQUN6QyxxQkFBcUIsS0FBSywyREFBMkQsRUFBRSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQ2hHLFdBQVcsS0FBSywyREFBMkQsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLEVBQ3pGLENBQUMsRUFDQSxTQUFTLGFBQWE7QUFBQSxFQUN6QixjQUFjQSxHQUNYLGFBQWE7QUFBQSxJQUNaLE1BQU0sS0FBSyxzRUFBc0UsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLElBQzdGLGlCQUFpQixLQUFLLDBDQUEwQyxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDM0UsUUFBUSxLQUFLLDhCQUE4QixFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsSUFDdEQsU0FBUyxLQUFLLCtCQUErQixFQUFFLEtBQUssR0FBRyxDQUFDO0FBQUEsRUFDMUQsQ0FBQyxFQUNBLFNBQVMsNEJBQTRCO0FBQUEsRUFDeEMsV0FBV0EsR0FDUixhQUFhO0FBQUEsSUFDWixhQUFhQSxHQUNWLE9BQU8sRUFDUCxNQUFNLHNCQUFzQixFQUFFLFNBQVMsdUVBQXVFLENBQUMsRUFDL0csU0FBUyxFQUNULFNBQVMsOEVBQXlFO0FBQUEsRUFDdkYsQ0FBQyxFQUNBLFNBQVMsK0RBQStEO0FBQUEsRUFDM0UsZUFBZSxLQUFLLHdEQUF3RCxFQUFFLEtBQUssR0FBRyxDQUFDO0FBQ3pGLENBQUMsRUFDQSxTQUFTLHFCQUFxQjs7O0FDcEpqQyxTQUFTLE9BQU8sUUFBUSxVQUFVLE9BQU8sYUFBYSxxQkFBK0M7QUFhOUYsU0FBUyxnQkFBZ0IsTUFBY0MsT0FBYyxhQUFhLEdBQWU7QUFDdEYsUUFBTSxjQUFjLElBQUksWUFBWTtBQUNwQyxRQUFNLE1BQXVCLGNBQWNBLE9BQU0sRUFBRSxhQUFhLGNBQWMsT0FBTyxZQUFZLEtBQUssQ0FBQztBQUN2RyxRQUFNLE1BQU0sQ0FBQyxXQUFtQjtBQUM5QixVQUFNLEVBQUUsTUFBTSxJQUFJLElBQUksWUFBWSxRQUFRLE1BQU07QUFDaEQsV0FBTyxFQUFFLE1BQU0sT0FBTyxZQUFZLFFBQVEsSUFBSTtBQUFBLEVBQ2hEO0FBQ0EsUUFBTSxlQUFlLElBQUksT0FBTyxJQUFJLENBQUMsTUFBTTtBQUN6QyxVQUFNLEVBQUUsTUFBTSxPQUFPLElBQUksSUFBSSxFQUFFLElBQUksQ0FBQyxDQUFDO0FBRXJDLFdBQU8sRUFBRSxNQUFNLFFBQVEsU0FBUyxzQkFBc0IsRUFBRSxRQUFRLE1BQU0sSUFBSSxFQUFFLENBQUMsQ0FBQyxHQUFHO0FBQUEsRUFDbkYsQ0FBQztBQUVELFdBQVMsT0FBT0MsT0FBOEIsT0FBMEIsQ0FBQyxHQUFHO0FBQzFFLFFBQUksT0FBZ0IsSUFBSTtBQUN4QixRQUFJLE9BQU8sUUFBUyxLQUFjLFFBQVMsS0FBYyxNQUFPLENBQUMsSUFBSTtBQUNyRSxhQUFTLElBQUksR0FBRyxJQUFJQSxNQUFLLFFBQVEsS0FBSztBQUNwQyxZQUFNLE1BQU1BLE1BQUssQ0FBQztBQUNsQixZQUFNLE9BQU8sTUFBTUEsTUFBSyxTQUFTO0FBQ2pDLFVBQUksTUFBTSxJQUFJLEdBQUc7QUFDZixjQUFNLE9BQU8sS0FBSyxNQUFNLEtBQUssQ0FBQyxNQUFNLE9BQU8sQ0FBQyxLQUFLLFNBQVMsRUFBRSxHQUFHLEtBQUssT0FBTyxFQUFFLElBQUksS0FBSyxNQUFNLE9BQU8sR0FBRyxDQUFDO0FBQ3ZHLFlBQUksQ0FBQyxLQUFNO0FBQ1gsY0FBTSxVQUFVLEtBQUs7QUFDckIsWUFBSSxRQUFRLEtBQUssT0FBTyxRQUFRLE1BQU8sUUFBTyxJQUFJLFFBQVEsTUFBTSxDQUFDLENBQUM7QUFDbEUsY0FBTSxRQUFRLEtBQUs7QUFDbkIsWUFBSSwrQkFBTyxNQUFPLFFBQU8sTUFBTSxNQUFNLENBQUM7QUFBQSxpQkFDN0IsUUFBUSxNQUFPLFFBQU8sUUFBUSxNQUFNLENBQUM7QUFDOUMsZUFBTztBQUFBLE1BQ1QsV0FBVyxNQUFNLElBQUksS0FBSyxPQUFPLFFBQVEsVUFBVTtBQUNqRCxjQUFNLE9BQU8sS0FBSyxNQUFNLEdBQUc7QUFDM0IsWUFBSSxFQUFDLDZCQUFNLE9BQU87QUFDbEIsZUFBTyxLQUFLLE1BQU0sQ0FBQztBQUNuQixlQUFPO0FBQUEsTUFDVCxNQUFPO0FBQUEsSUFDVDtBQUNBLFdBQU8sSUFBSSxJQUFJO0FBQUEsRUFDakI7QUFFQSxRQUFNLE9BQU8sYUFBYSxTQUFTLFNBQVksSUFBSSxLQUFLLEVBQUUsZUFBZSxJQUFJLENBQUM7QUFDOUUsU0FBTyxFQUFFLE1BQU0sTUFBTSxRQUFRLGFBQWE7QUFDNUM7QUFHTyxTQUFTLGlCQUFpQkQsT0FBOEU7QUFDN0csUUFBTSxRQUFRLCtDQUErQyxLQUFLQSxLQUFJO0FBQ3RFLE1BQUksQ0FBQyxNQUFPLFFBQU87QUFDbkIsUUFBTSxjQUFjLE1BQU0sQ0FBQyxLQUFLO0FBQ2hDLFFBQU0sV0FBVyxNQUFNLENBQUMsRUFBRSxNQUFNLElBQUksRUFBRSxVQUFVLE1BQU0sQ0FBQyxFQUFFLFNBQVMsSUFBSSxJQUFJLElBQUksS0FBSztBQUNuRixTQUFPLEVBQUUsYUFBYSxNQUFNQSxNQUFLLE1BQU0sTUFBTSxDQUFDLEVBQUUsTUFBTSxHQUFHLFNBQVM7QUFDcEU7OztBQ3REQSxJQUFNLFdBQVcsb0JBQUksSUFBSSxDQUFDLFlBQVksWUFBWSxXQUFXLFlBQVksWUFBWSxTQUFTLGFBQWEsQ0FBQztBQUU1RyxTQUFTLElBQUksUUFBMkQ7QUFDdEUsU0FBTyxPQUFPLEtBQUs7QUFDckI7QUFHTyxTQUFTLGFBQWEsUUFBZ0M7QUFDM0QsUUFBTSxTQUFTLENBQUMsTUFBTTtBQUN0QixNQUFJLFVBQVU7QUFDZCxhQUFTO0FBQ1AsVUFBTSxJQUFJLElBQUksT0FBTztBQUNyQixVQUFNLFFBQVEsU0FBUyxJQUFJLEVBQUUsSUFBSSxJQUFLLEVBQUUsWUFBMEIsRUFBRSxTQUFTLFNBQVUsRUFBRSxLQUFtQjtBQUM1RyxRQUFJLENBQUMsTUFBTyxRQUFPO0FBQ25CLFdBQU8sS0FBSyxLQUFLO0FBQ2pCLGNBQVU7QUFBQSxFQUNaO0FBQ0Y7QUFFTyxTQUFTLGNBQWMsUUFBdUM7QUFDbkUsYUFBVyxTQUFTLGFBQWEsTUFBTSxHQUFHO0FBQ3hDLFVBQU1FLFFBQVEsTUFBbUM7QUFDakQsUUFBSUEsTUFBTSxRQUFPQTtBQUFBLEVBQ25CO0FBQ0EsU0FBTztBQUNUO0FBR08sU0FBUyxTQUFTLFFBQW1CQyxPQUFxRDtBQUMvRixNQUFJLFVBQWlDO0FBQ3JDLGFBQVcsT0FBT0EsT0FBTTtBQUN0QixRQUFJLENBQUMsUUFBUyxRQUFPO0FBQ3JCLFVBQU0sU0FBUyxhQUFhLE9BQU87QUFDbkMsVUFBTSxPQUFPLE9BQU8sT0FBTyxTQUFTLENBQUM7QUFDckMsVUFBTSxJQUFJLElBQUksSUFBSTtBQUNsQixRQUFJLEVBQUUsU0FBUyxTQUFVLFdBQVcsRUFBRSxNQUFvQyxPQUFPLEdBQUcsQ0FBQztBQUFBLGFBQzVFLEVBQUUsU0FBUyxRQUFTLFdBQVUsRUFBRTtBQUFBLFFBQ3BDLFFBQU87QUFBQSxFQUNkO0FBQ0EsU0FBTztBQUNUO0FBRU8sU0FBUyxXQUFXLFFBQXlDO0FBQ2xFLE1BQUksQ0FBQyxPQUFRLFFBQU8sQ0FBQztBQUNyQixRQUFNLFNBQVMsYUFBYSxNQUFNO0FBQ2xDLFFBQU0sSUFBSSxJQUFJLE9BQU8sT0FBTyxTQUFTLENBQUMsQ0FBRTtBQUN4QyxTQUFPLEVBQUUsU0FBUyxXQUFXLE9BQU8sS0FBSyxFQUFFLEtBQWUsSUFBSSxDQUFDO0FBQ2pFO0FBRUEsSUFBTSxhQUFxQztBQUFBLEVBQ3pDLFFBQVE7QUFBQSxFQUNSLFFBQVE7QUFBQSxFQUNSLEtBQUs7QUFBQSxFQUNMLFNBQVM7QUFBQSxFQUNULE9BQU87QUFBQSxFQUNQLFFBQVE7QUFBQSxFQUNSLE1BQU07QUFBQSxFQUNOLFdBQVc7QUFDYjtBQUVBLFNBQVMsY0FBYyxPQUF3QjtBQUM3QyxNQUFJLFVBQVUsS0FBTSxRQUFPO0FBQzNCLE1BQUksTUFBTSxRQUFRLEtBQUssRUFBRyxRQUFPO0FBQ2pDLE1BQUksT0FBTyxVQUFVLFNBQVUsUUFBTztBQUN0QyxNQUFJLE9BQU8sVUFBVSxTQUFVLFFBQU8sT0FBTyxVQUFVLEtBQUssSUFBSSxjQUFjLEtBQUssS0FBSyxjQUFjLEtBQUs7QUFDM0csTUFBSSxPQUFPLFVBQVUsVUFBVyxRQUFPLE9BQU8sS0FBSztBQUNuRCxNQUFJLE9BQU8sVUFBVSxTQUFVLFFBQU8sYUFBYSxNQUFNLFNBQVMsS0FBSyxHQUFHLE1BQU0sTUFBTSxHQUFHLEVBQUUsQ0FBQyxXQUFNLEtBQUs7QUFDdkcsU0FBTyxPQUFPO0FBQ2hCO0FBRUEsU0FBUyxPQUFPLE9BQW9DO0FBQ2xELE1BQUksT0FBTyxVQUFVLFlBQVksTUFBTSxRQUFRLEtBQUssRUFBRyxRQUFPLE1BQU07QUFDcEUsU0FBTztBQUNUO0FBR08sU0FBUyxhQUFhLE9BQXNCO0FBQ2pELFFBQU0sUUFBUyxNQUE4QjtBQUM3QyxVQUFRLE1BQU0sTUFBTTtBQUFBLElBQ2xCLEtBQUs7QUFDSCxVQUFJLFVBQVUsT0FBVyxRQUFPO0FBQ2hDLGFBQU8sV0FBVyxXQUFXLE1BQU0sUUFBUSxLQUFLLE1BQU0sUUFBUSxTQUFTLGNBQWMsS0FBSyxDQUFDO0FBQUEsSUFDN0YsS0FBSyxhQUFhO0FBQ2hCLFlBQU0sTUFBTSxPQUFPLE1BQU0sT0FBTztBQUNoQyxZQUFNLE1BQU0sT0FBTyxLQUFLO0FBQ3hCLFlBQU0sT0FBTyxRQUFRLFNBQVksS0FBSyxTQUFTLEdBQUc7QUFDbEQsVUFBSSxNQUFNLFdBQVcsU0FBVSxRQUFPLE9BQU8sSUFBSSx1QkFBdUIsMEJBQTBCLEdBQUcsY0FBYyxJQUFJO0FBQ3ZILFVBQUksTUFBTSxXQUFXO0FBQ25CLGVBQU8sTUFBTSxRQUFRLHFCQUFxQixHQUFHLFNBQVMsSUFBSSxNQUFNLGtCQUFrQixHQUFHLFFBQVEsUUFBUSxJQUFJLEtBQUssR0FBRyxHQUFHLElBQUk7QUFDMUgsYUFBTyxvQkFBb0IsR0FBRztBQUFBLElBQ2hDO0FBQUEsSUFDQSxLQUFLLFdBQVc7QUFDZCxZQUFNLE1BQU0sT0FBTyxNQUFNLE9BQU87QUFDaEMsWUFBTSxNQUFNLE9BQU8sS0FBSztBQUN4QixZQUFNLE9BQU8sUUFBUSxTQUFZLEtBQUssU0FBUyxHQUFHO0FBQ2xELFVBQUksTUFBTSxXQUFXLFNBQVUsUUFBTyx3QkFBd0IsR0FBRyxjQUFjLElBQUk7QUFDbkYsVUFBSSxNQUFNLFdBQVcsUUFBUyxRQUFPLE1BQU0sUUFBUSxxQkFBcUIsR0FBRyxTQUFTLElBQUksTUFBTSwrQkFBK0IsR0FBRyxHQUFHLElBQUk7QUFDdkksYUFBTyxtQkFBbUIsR0FBRztBQUFBLElBQy9CO0FBQUEsSUFDQSxLQUFLLGlCQUFpQjtBQUNwQixZQUFNLFVBQVUsTUFBTSxPQUFPLElBQUksQ0FBQyxNQUFNLEtBQUssVUFBVSxDQUFDLENBQUMsRUFBRSxLQUFLLElBQUk7QUFDcEUsYUFBTyxtQkFBbUIsT0FBTyxTQUFTLEtBQUssVUFBVSxLQUFLLENBQUM7QUFBQSxJQUNqRTtBQUFBLElBQ0EsS0FBSztBQUNILGFBQU8sZ0JBQWdCLE1BQU0sS0FBSyxTQUFTLElBQUksTUFBTSxFQUFFLElBQUksTUFBTSxLQUFLLElBQUksQ0FBQyxNQUFNLElBQUksQ0FBQyxHQUFHLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxJQUN2RztBQUVFLGFBQU8sTUFBTTtBQUFBLEVBQ2pCO0FBQ0Y7QUFHTyxTQUFTLGVBQ2QsUUFDQSxRQUMrRTtBQUMvRSxRQUFNLFNBQVMsT0FBTyxVQUFVLE9BQU8sTUFBTSxFQUFFLGFBQWEsS0FBSyxDQUFDO0FBQ2xFLE1BQUksT0FBTyxRQUFTLFFBQU8sRUFBRSxNQUFNLE9BQU8sTUFBTSxVQUFVLENBQUMsRUFBRTtBQUM3RCxRQUFNLFdBQXNCLENBQUM7QUFDN0IsYUFBVyxTQUFTLE9BQU8sTUFBTSxRQUFRO0FBQ3ZDLFFBQUksTUFBTSxTQUFTLHFCQUFxQjtBQUN0QyxZQUFNLFNBQVMsU0FBUyxRQUFRLE1BQU0sSUFBSTtBQUMxQyxZQUFNLFVBQVUsV0FBVyxNQUFNLEVBQUUsS0FBSyxJQUFJO0FBQzVDLGlCQUFXLE9BQU8sTUFBTSxNQUFNO0FBQzVCLGNBQU1BLFFBQU8sQ0FBQyxHQUFHLE1BQU0sTUFBTSxHQUFHO0FBQ2hDLGlCQUFTLEtBQUs7QUFBQSxVQUNaLE1BQU0sT0FBTztBQUFBLFVBQ2IsR0FBRyxPQUFPLE9BQU9BLE9BQU0sRUFBRSxLQUFLLEtBQUssQ0FBQztBQUFBLFVBQ3BDLE9BQU8sZ0JBQWdCQSxLQUFJO0FBQUEsVUFDM0IsU0FBUyxrQkFBa0IsR0FBRywyQkFBMkIsT0FBTztBQUFBLFFBQ2xFLENBQUM7QUFBQSxNQUNIO0FBQ0E7QUFBQSxJQUNGO0FBQ0EsVUFBTSxjQUFjLFNBQVMsUUFBUSxNQUFNLElBQUk7QUFDL0MsVUFBTSxPQUFPLGNBQWMsY0FBYyxXQUFXLElBQUk7QUFDeEQsYUFBUyxLQUFLO0FBQUEsTUFDWixNQUFNLE9BQU87QUFBQSxNQUNiLEdBQUcsT0FBTyxPQUFPLE1BQU0sSUFBSTtBQUFBLE1BQzNCLE9BQU8sZ0JBQWdCLE1BQU0sSUFBSTtBQUFBLE1BQ2pDLFNBQVMsT0FBTyxHQUFHLGFBQWEsS0FBSyxDQUFDLFVBQVUsSUFBSSxLQUFLLGFBQWEsS0FBSztBQUFBLElBQzdFLENBQUM7QUFBQSxFQUNIO0FBQ0EsU0FBTyxFQUFFLE1BQU0sUUFBVyxTQUFTO0FBQ3JDOzs7QUNqSk8sU0FBUyxtQkFBbUIsUUFBeUIsTUFBZUMsUUFBNEIsQ0FBQyxHQUFHLE1BQW9CLENBQUMsR0FBaUI7QUFDL0ksUUFBTSxTQUFTLGFBQWEsTUFBTTtBQUNsQyxNQUFJLE9BQU8sU0FBUyxVQUFVO0FBQzVCLFFBQUksT0FBTyxLQUFLLENBQUMsTUFBTSxXQUFXLElBQUksQ0FBQyxDQUFDLEVBQUcsS0FBSSxLQUFLLEVBQUUsTUFBTSxRQUFRLE1BQUFBLE9BQU0sT0FBTyxLQUFLLENBQUM7QUFDdkYsUUFBSSxPQUFPLEtBQUssQ0FBQyxNQUFNLFlBQVksSUFBSSxDQUFDLENBQUMsRUFBRyxLQUFJLEtBQUssRUFBRSxNQUFNLFNBQVMsTUFBQUEsT0FBTSxPQUFPLEtBQUssQ0FBQztBQUN6RixXQUFPO0FBQUEsRUFDVDtBQUNBLFFBQU1DLE9BQU0sT0FBTyxPQUFPLFNBQVMsQ0FBQyxFQUFHLEtBQUs7QUFDNUMsTUFBSUEsS0FBSSxTQUFTLFdBQVcsTUFBTSxRQUFRLElBQUksRUFBRyxNQUFLLFFBQVEsQ0FBQyxNQUFNLE1BQU0sbUJBQW1CQSxLQUFJLFNBQVUsTUFBTSxDQUFDLEdBQUdELE9BQU0sQ0FBQyxHQUFHLEdBQUcsQ0FBQztBQUNwSSxNQUFJQyxLQUFJLFNBQVMsWUFBWSxRQUFRLE9BQU8sU0FBUyxVQUFVO0FBQzdELGVBQVcsQ0FBQyxLQUFLLEtBQUssS0FBSyxPQUFPLFFBQVFBLEtBQUksS0FBTSxHQUFHO0FBQ3JELFlBQU0sUUFBUyxLQUFpQyxHQUFHO0FBQ25ELFVBQUksVUFBVSxPQUFXLG9CQUFtQixPQUFPLE9BQU8sQ0FBQyxHQUFHRCxPQUFNLEdBQUcsR0FBRyxHQUFHO0FBQUEsSUFDL0U7QUFBQSxFQUNGO0FBQ0EsU0FBTztBQUNUOzs7QUN0QkEsU0FBUyxZQUFZLGFBQWEsb0JBQW9CO0FBQ3RELE9BQU8sVUFBVTtBQWdCVixJQUFNLGFBQWE7QUFBQSxFQUN4QixNQUFNLEVBQUUsTUFBTSxhQUFhLFFBQVEsV0FBVztBQUFBLEVBQzlDLE1BQU0sRUFBRSxNQUFNLGFBQWEsUUFBUSxXQUFXO0FBQUEsRUFDOUMsVUFBVSxFQUFFLE1BQU0saUJBQWlCLFFBQVEsZUFBZTtBQUFBLEVBQzFELFlBQVksRUFBRSxNQUFNLG1CQUFtQixRQUFRLGlCQUFpQjtBQUFBLEVBQ2hFLGNBQWMsRUFBRSxNQUFNLHFCQUFxQixRQUFRLG1CQUFtQjtBQUFBLEVBQ3RFLE1BQU0sRUFBRSxNQUFNLGFBQWEsUUFBUSxXQUFXO0FBQUEsRUFDOUMsT0FBTyxFQUFFLE1BQU0sY0FBYyxRQUFRLFlBQVk7QUFBQSxFQUNqRCxPQUFPLEVBQUUsTUFBTSxjQUFjLFFBQVEsWUFBWTtBQUFBLEVBQ2pELFNBQVMsRUFBRSxNQUFNLGdCQUFnQixRQUFRLGNBQWM7QUFBQSxFQUN2RCxVQUFVLEVBQUUsTUFBTSxrQkFBa0IsUUFBUSxlQUFlO0FBQUEsRUFDM0QsTUFBTSxFQUFFLE1BQU0sYUFBYSxRQUFRLGdCQUFnQjtBQUNyRDtBQUdPLElBQU0sa0JBQWtCLEVBQUUsYUFBYSxnQkFBZ0IsT0FBTyxRQUFRLE9BQU8sUUFBUTtBQXVDckYsU0FBUyxvQkFBNEI7QUFDMUMsU0FBTyxLQUFLLFFBQVEsUUFBUSxJQUFJLGVBQWUsU0FBUztBQUMxRDtBQUdPLFNBQVMsWUFBWSxVQUEwQjtBQUNwRCxRQUFNLE1BQU0sS0FBSyxTQUFTLFFBQVEsSUFBSSxHQUFHLFFBQVE7QUFDakQsU0FBTyxJQUFJLFdBQVcsSUFBSSxJQUFJLFdBQVcsSUFBSSxNQUFNLEtBQUssR0FBRyxFQUFFLEtBQUssR0FBRztBQUN2RTtBQUVBLFNBQVMsVUFBVSxLQUFhLEtBQXVCO0FBQ3JELE1BQUksQ0FBQyxXQUFXLEdBQUcsRUFBRyxRQUFPLENBQUM7QUFDOUIsU0FBTyxZQUFZLEdBQUcsRUFDbkIsT0FBTyxDQUFDLE1BQU0sRUFBRSxTQUFTLEdBQUcsS0FBSyxDQUFDLEVBQUUsV0FBVyxHQUFHLEtBQUssQ0FBQyxFQUFFLFdBQVcsR0FBRyxDQUFDLEVBQ3pFLEtBQUs7QUFDVjtBQUVPLFNBQVMsWUFBWSxhQUFhLGtCQUFrQixHQUFlO0FBQ3hFLFFBQU0sV0FBc0IsQ0FBQztBQUM3QixRQUFNLFFBQTRCLENBQUM7QUFDbkMsUUFBTSxTQUE2QixDQUFDO0FBQ3BDLFFBQU0sT0FBeUMsQ0FBQztBQUNoRCxNQUFJLFdBQVc7QUFDZixRQUFNLFdBQVcsb0JBQUksSUFBa0M7QUFHdkQsV0FBUyxNQUEyQixRQUFXLFFBQTRDO0FBQ3pGLGFBQVMsSUFBSSxPQUFPLE1BQU0sT0FBTyxNQUFNO0FBQ3ZDLFFBQUksT0FBTyxhQUFhLFFBQVE7QUFDOUIsaUJBQVcsS0FBSyxPQUFPLGFBQWMsVUFBUyxLQUFLLEVBQUUsTUFBTSxPQUFPLE1BQU0sTUFBTSxFQUFFLE1BQU0sUUFBUSxFQUFFLFFBQVEsT0FBTyxJQUFJLFNBQVMsRUFBRSxRQUFRLENBQUM7QUFDdkksYUFBTztBQUFBLElBQ1Q7QUFDQSxVQUFNLFNBQVMsZUFBZSxRQUFRLE1BQU07QUFDNUMsUUFBSSxPQUFPLFNBQVMsUUFBUTtBQUMxQixlQUFTLEtBQUssR0FBRyxPQUFPLFFBQVE7QUFDaEMsYUFBTztBQUFBLElBQ1Q7QUFDQSxlQUFXLFNBQVMsbUJBQW1CLFFBQVEsT0FBTyxJQUFJLEdBQUc7QUFDM0QsWUFBTSxNQUFNLEVBQUUsTUFBTSxPQUFPLE1BQU0sS0FBSyxNQUFNLE9BQU8sT0FBTyxnQkFBZ0IsTUFBTSxJQUFJLEdBQUcsR0FBRyxPQUFPLE9BQU8sTUFBTSxJQUFJLEVBQUU7QUFDcEgsT0FBQyxNQUFNLFNBQVMsU0FBUyxRQUFRLFFBQVEsS0FBSyxHQUFHO0FBQUEsSUFDbkQ7QUFDQSxXQUFPLE9BQU87QUFBQSxFQUNoQjtBQUVBLFdBQVMsV0FBVyxLQUFpQztBQUNuRCxRQUFJLENBQUMsV0FBVyxHQUFHLEdBQUc7QUFDcEIsZUFBUyxLQUFLLEVBQUUsTUFBTSxZQUFZLEdBQUcsR0FBRyxNQUFNLEdBQUcsUUFBUSxHQUFHLE9BQU8sSUFBSSxTQUFTLHNFQUFzRSxDQUFDO0FBQ3ZKLGFBQU87QUFBQSxJQUNUO0FBQ0EsV0FBTyxhQUFhLEtBQUssTUFBTTtBQUFBLEVBQ2pDO0FBRUEsYUFBVyxDQUFDLEtBQUssRUFBRSxNQUFNLE9BQU8sQ0FBQyxLQUFLLE9BQU8sUUFBUSxVQUFVLEdBQUc7QUFDaEUsVUFBTSxNQUFNLEtBQUssS0FBSyxZQUFZLElBQUk7QUFDdEMsVUFBTUUsUUFBTyxXQUFXLEdBQUc7QUFDM0IsVUFBTSxRQUFRQSxVQUFTLFNBQVksU0FBWSxNQUFNLFFBQVEsZ0JBQWdCLFlBQVksR0FBRyxHQUFHQSxLQUFJLENBQUM7QUFDcEcsUUFBSSxVQUFVLE9BQVcsWUFBVztBQUNwQyxTQUFLLEdBQUcsSUFBSTtBQUFBLEVBQ2Q7QUFFQSxRQUFNLGNBQWdDLENBQUM7QUFDdkMsYUFBVyxRQUFRLFVBQVUsS0FBSyxLQUFLLFlBQVksZ0JBQWdCLFdBQVcsR0FBRyxPQUFPLEdBQUc7QUFDekYsVUFBTSxPQUFPLFlBQVksS0FBSyxLQUFLLFlBQVksZ0JBQWdCLGFBQWEsSUFBSSxDQUFDO0FBQ2pGLFVBQU0sUUFBUSxNQUFNLGlCQUFpQixnQkFBZ0IsTUFBTSxhQUFhLEtBQUssS0FBSyxZQUFZLGdCQUFnQixhQUFhLElBQUksR0FBRyxNQUFNLENBQUMsQ0FBQztBQUMxSSxRQUFJLE1BQU8sYUFBWSxLQUFLLEVBQUUsR0FBRyxPQUFPLEtBQUssQ0FBQztBQUFBLFFBQ3pDLFlBQVc7QUFBQSxFQUNsQjtBQUdBLFdBQVMsYUFBa0MsS0FBYSxNQUFjLFFBQXFEO0FBQ3pILFVBQU0sTUFBTSxLQUFLLEtBQUssWUFBWSxLQUFLLElBQUk7QUFDM0MsVUFBTSxPQUFPLFlBQVksR0FBRztBQUM1QixVQUFNQSxRQUFPLGFBQWEsS0FBSyxNQUFNO0FBQ3JDLFVBQU0sUUFBUSxpQkFBaUJBLEtBQUk7QUFDbkMsUUFBSSxDQUFDLE9BQU87QUFDVixlQUFTLEtBQUssRUFBRSxNQUFNLE1BQU0sR0FBRyxRQUFRLEdBQUcsT0FBTyxJQUFJLFNBQVMsMEdBQTBHLENBQUM7QUFDekssYUFBTztBQUFBLElBQ1Q7QUFDQSxVQUFNLGNBQWMsTUFBTSxRQUFRLGdCQUFnQixNQUFNLE1BQU0sYUFBYSxDQUFDLENBQUM7QUFDN0UsVUFBTSxXQUFXLGVBQWUsTUFBTSxNQUFNLE1BQU0sTUFBTSxRQUFRO0FBQ2hFLGFBQVMsS0FBSyxHQUFHLFNBQVMsUUFBUTtBQUNsQyxVQUFNLEtBQUssR0FBRyxTQUFTLE1BQU0sSUFBSSxDQUFDLE9BQU8sRUFBRSxHQUFHLEdBQUcsS0FBSyxFQUFFLENBQUM7QUFDekQsV0FBTyxLQUFLLEdBQUcsU0FBUyxPQUFPLElBQUksQ0FBQyxPQUFPLEVBQUUsR0FBRyxHQUFHLEtBQUssRUFBRSxDQUFDO0FBQzNELFFBQUksQ0FBQyxlQUFlLFNBQVMsU0FBUyxPQUFRLFFBQU87QUFDckQsVUFBTUMsUUFBTyxLQUFLLFFBQVEsU0FBUyxFQUFFO0FBQ3JDLFdBQU8sRUFBRSxHQUFHLGFBQWEsTUFBQUEsT0FBTSxNQUFNLE1BQU0sU0FBUyxNQUFNLFNBQVMsU0FBUyxTQUFTLE9BQU8sU0FBUyxNQUFNO0FBQUEsRUFDN0c7QUFFQSxRQUFNLFFBQWdCLENBQUM7QUFDdkIsYUFBVyxRQUFRLFVBQVUsS0FBSyxLQUFLLFlBQVksZ0JBQWdCLEtBQUssR0FBRyxLQUFLLEdBQUc7QUFDakYsVUFBTSxPQUFPLGFBQWEsZ0JBQWdCLE9BQU8sTUFBTSxVQUFVO0FBQ2pFLFFBQUksS0FBTSxPQUFNLEtBQUssSUFBSTtBQUFBLFFBQ3BCLFlBQVc7QUFBQSxFQUNsQjtBQUNBLFFBQU0sS0FBSyxDQUFDLEdBQUcsTUFBTSxFQUFFLEtBQUssY0FBYyxFQUFFLElBQUksS0FBSyxFQUFFLEtBQUssY0FBYyxFQUFFLElBQUksQ0FBQztBQUVqRixRQUFNLFFBQXFCLENBQUM7QUFDNUIsYUFBVyxRQUFRLFVBQVUsS0FBSyxLQUFLLFlBQVksZ0JBQWdCLEtBQUssR0FBRyxLQUFLLEdBQUc7QUFDakYsVUFBTSxPQUFPLGFBQWEsZ0JBQWdCLE9BQU8sTUFBTSxXQUFXO0FBQ2xFLFFBQUksS0FBTSxPQUFNLEtBQUssSUFBSTtBQUFBLFFBQ3BCLFlBQVc7QUFBQSxFQUNsQjtBQUVBLFFBQU0sVUFBVSxXQUFZLEVBQUUsR0FBSSxNQUFzQixhQUFhLE9BQU8sTUFBTSxJQUEyQjtBQUM3RyxRQUFNLFNBQVMsQ0FBQyxNQUFjLGNBQWdDO0FBcExoRTtBQW9MbUUsMkJBQVMsSUFBSSxJQUFJLE1BQWpCLG1CQUFxQixXQUFXLEVBQUUsS0FBSyxLQUFLLE9BQU0sRUFBRSxNQUFNLEdBQUcsUUFBUSxFQUFFO0FBQUE7QUFDeEksU0FBTyxFQUFFLFNBQVMsVUFBVSxPQUFPLFFBQVEsWUFBWSxPQUFPO0FBQ2hFO0FBR08sU0FBUyxlQUFlLFNBQXNCLGdCQUFnQixRQUFRLElBQUksbUJBQW1CLEtBQWE7QUFDL0csU0FBTyxnQkFBZ0IsUUFBUSxRQUFRLFFBQVEsTUFBTSxPQUFPLENBQUMsTUFBTSxDQUFDLEVBQUUsS0FBSztBQUM3RTs7O0FDbkxPLElBQU0sVUFBVTtBQUFBLEVBQ3JCLFdBQVcsQ0FBQyxNQUFNO0FBQUEsRUFDbEIsTUFBTSxDQUFDLFFBQVEsU0FBUyxZQUFZLGNBQWMsa0JBQWtCLGdCQUFnQixPQUFPLFNBQVM7QUFBQSxFQUNwRyxPQUFPLENBQUMsV0FBVyxVQUFVLFNBQVM7QUFBQSxFQUN0QyxTQUFTLENBQUMsZ0JBQWdCLFlBQVk7QUFBQSxFQUN0QyxXQUFXLENBQUMsUUFBUSxhQUFhLFlBQVksY0FBYyxTQUFTO0FBQUEsRUFDcEUsTUFBTSxDQUFDLGFBQWE7QUFDdEI7QUE4Qk8sSUFBTSxpQkFBaUI7QUFFdkIsU0FBUyxhQUFhLE1BQXNCO0FBQ2pELFNBQU8sUUFBUSxJQUFJLFVBQVUsY0FBYyxJQUFJO0FBQ2pEO0FBRU8sU0FBUyxnQkFBZ0IsU0FBK0I7QUFuRC9EO0FBb0RFLFFBQU0sUUFBUSxlQUFlLE9BQU87QUFDcEMsUUFBTSxVQUFVLElBQUksVUFBMEMsQ0FBQyxHQUFHLFFBQVEsV0FBVyxHQUFHLE1BQU0sS0FBSyxDQUFDO0FBQ3BHLFFBQU0sU0FBa0I7QUFBQSxJQUN0QixFQUFFLE1BQU0sS0FBSyxNQUFNLFFBQVEsV0FBVyxNQUFNLFNBQVMsUUFBUSxRQUFRLElBQUksRUFBRTtBQUFBLElBQzNFLEVBQUUsTUFBTSxhQUFhLE1BQU0sWUFBWSxXQUFXLE1BQU0sU0FBUyxRQUFRLEVBQUU7QUFBQSxJQUMzRSxHQUFHLFFBQVEsU0FBUyxNQUFNLElBQUksQ0FBQyxPQUFjLEVBQUUsTUFBTSxhQUFhLEVBQUUsSUFBSSxJQUFJLE1BQU0sV0FBVyxNQUFNLEVBQUUsTUFBTSxXQUFXLE9BQU8sU0FBUyxRQUFRLEVBQUUsRUFBRTtBQUFBLElBQ2xKLEVBQUUsTUFBTSxlQUFlLE1BQU0sY0FBYyxXQUFXLE1BQU0sU0FBUyxRQUFRLEVBQUU7QUFBQSxJQUMvRSxHQUFHLFFBQVEsV0FBVyxNQUFNO0FBQUEsTUFDMUIsQ0FBQyxNQUNDLEVBQUUsV0FBVyxlQUNULEVBQUUsTUFBTSxlQUFlLEVBQUUsSUFBSSxJQUFJLE1BQU0sY0FBYyxNQUFNLEVBQUUsTUFBTSxXQUFXLE1BQU0sU0FBUyxRQUFRLFFBQVEsU0FBUyxFQUFFLElBQ3hILEVBQUUsTUFBTSxlQUFlLEVBQUUsSUFBSSxJQUFJLE1BQU0sd0JBQXdCLE1BQU0sRUFBRSxNQUFNLFdBQVcsT0FBTyxTQUFTLFFBQVEsRUFBRTtBQUFBLElBQzFIO0FBQUEsRUFDRjtBQUNBLFFBQU0sWUFBWSxLQUFLLElBQUksR0FBRyxLQUFLLEtBQUssTUFBTSxTQUFTLFFBQVEsS0FBSyxZQUFZLENBQUM7QUFDakYsV0FBUyxPQUFPLEdBQUcsUUFBUSxXQUFXLFFBQVE7QUFDNUMsV0FBTyxLQUFLLEVBQUUsTUFBTSxhQUFhLElBQUksR0FBRyxNQUFNLFFBQVEsTUFBTSxXQUFXLE1BQU0sU0FBUyxRQUFRLEdBQUcsVUFBUyxXQUFNLENBQUMsTUFBUCxtQkFBVSxLQUFLLENBQUM7QUFBQSxFQUM1SDtBQUNBLGFBQVcsUUFBUSxPQUFPO0FBQ3hCLFdBQU8sS0FBSyxFQUFFLE1BQU0sU0FBUyxLQUFLLElBQUksSUFBSSxNQUFNLFFBQVEsTUFBTSxLQUFLLE1BQU0sV0FBVyxNQUFNLFNBQVMsUUFBUSxRQUFRLE1BQU0sS0FBSyxPQUFPLEdBQUcsU0FBUyxLQUFLLEtBQUssQ0FBQztBQUFBLEVBQzlKO0FBQ0EsU0FBTztBQUFBLElBQ0wsRUFBRSxNQUFNLFVBQVUsTUFBTSxTQUFTLFdBQVcsTUFBTSxTQUFTLFFBQVEsUUFBUSxLQUFLLEVBQUU7QUFBQSxJQUNsRixFQUFFLE1BQU0sWUFBWSxNQUFNLFdBQVcsV0FBVyxNQUFNLFNBQVMsUUFBUSxRQUFRLE9BQU8sRUFBRTtBQUFBLEVBQzFGO0FBQ0EsYUFBVyxRQUFRLFFBQVEsT0FBTztBQUNoQyxXQUFPLEtBQUssRUFBRSxNQUFNLElBQUksS0FBSyxJQUFJLElBQUksTUFBTSxTQUFTLE1BQU0sS0FBSyxNQUFNLFdBQVcsTUFBTSxTQUFTLFFBQVEsS0FBSyxPQUFPLEdBQUcsU0FBUyxLQUFLLFFBQVEsQ0FBQztBQUFBLEVBQy9JO0FBQ0EsU0FBTyxLQUFLLEVBQUUsTUFBTSxnQkFBZ0IsTUFBTSxhQUFhLFdBQVcsT0FBTyxTQUFTLFFBQVEsRUFBRSxDQUFDO0FBQzdGLFNBQU87QUFDVDtBQUdPLFNBQVMsVUFBVSxRQUEwQkMsT0FBaUM7QUFDbkYsUUFBTSxRQUFRQSxNQUFLLE1BQU0sR0FBRyxFQUFFLENBQUMsRUFBRyxNQUFNLEdBQUcsRUFBRSxDQUFDLEVBQUcsUUFBUSxVQUFVLElBQUksS0FBSztBQUM1RSxTQUFPLE9BQU8sS0FBSyxDQUFDLE1BQU0sRUFBRSxTQUFTLEtBQUs7QUFDNUM7OztBQ3BGQSxTQUFTLGNBQUFDLG1CQUFrQjtBQUMzQixPQUFPQyxXQUFVO0FBTWpCLFNBQVMsVUFBVSxLQUFvRTtBQUNyRixTQUFPLEVBQUUsTUFBTSxJQUFJLE1BQU0sTUFBTSxJQUFJLE1BQU0sUUFBUSxJQUFJLFFBQVEsT0FBTyxJQUFJLE1BQU07QUFDaEY7QUFFTyxTQUFTLG1CQUEyQjtBQUN6QyxTQUFPQSxNQUFLLFFBQVEsUUFBUSxJQUFJLGNBQWMsUUFBUTtBQUN4RDtBQUVBLFNBQVMsV0FBYyxPQUFZLEtBQTRCO0FBQzdELFFBQU0sT0FBTyxvQkFBSSxJQUFZO0FBQzdCLFNBQU8sTUFBTSxPQUFPLENBQUMsU0FBUztBQUM1QixVQUFNLElBQUksSUFBSSxJQUFJO0FBQ2xCLFFBQUksS0FBSyxJQUFJLENBQUMsRUFBRyxRQUFPO0FBQ3hCLFNBQUssSUFBSSxDQUFDO0FBQ1YsV0FBTztBQUFBLEVBQ1QsQ0FBQztBQUNIO0FBRU8sU0FBUyxXQUFXLFFBQW9CLFlBQVksaUJBQWlCLEdBQWM7QUFDeEYsUUFBTSxXQUFzQixDQUFDO0FBQzdCLFFBQU0sRUFBRSxRQUFRLElBQUk7QUFFcEIsYUFBVyxPQUFPLE9BQU8sUUFBUTtBQUMvQixRQUFJLENBQUMsY0FBYyxLQUFLLElBQUksR0FBRyxHQUFHO0FBQ2hDLGVBQVMsS0FBSyxFQUFFLEdBQUcsVUFBVSxHQUFHLEdBQUcsU0FBUyxVQUFVLElBQUksR0FBRyxtRUFBOEQsQ0FBQztBQUM1SDtBQUFBLElBQ0Y7QUFDQSxRQUFJLENBQUNELFlBQVdDLE1BQUssS0FBSyxXQUFXLG1CQUFtQixJQUFJLEdBQUcsQ0FBQyxDQUFDLEdBQUc7QUFDbEUsZUFBUyxLQUFLLEVBQUUsR0FBRyxVQUFVLEdBQUcsR0FBRyxTQUFTLFVBQVUsSUFBSSxHQUFHLDJDQUEyQyxJQUFJLEdBQUcsb0JBQW9CLENBQUM7QUFBQSxJQUN0STtBQUFBLEVBQ0Y7QUFHQSxNQUFJLENBQUMsUUFBUyxRQUFPO0FBQ3JCLFFBQU0sU0FBUyxDQUFDLFNBQWlCLFlBQVlBLE1BQUssS0FBSyxPQUFPLFlBQVksSUFBSSxDQUFDO0FBQy9FLFdBQVMsS0FBSyxHQUFHLGFBQWEsU0FBUyxXQUFXLE9BQU8sTUFBTSxHQUFHLE1BQU0sQ0FBQztBQUN6RSxRQUFNLFNBQVMsZ0JBQWdCLE9BQU87QUFDdEMsV0FBUyxLQUFLLEdBQUcsV0FBVyxRQUFRLE1BQU0sQ0FBQztBQUMzQyxTQUFPO0FBQ1Q7QUFLQSxTQUFTLFdBQVcsUUFBa0M7QUFDcEQsU0FBTyxDQUFDLE1BQU0sUUFBUSxPQUFPO0FBQzNCLFVBQU0sWUFBWSxDQUFDLEdBQUcsTUFBTSxTQUFTLFdBQVcsQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFPLFFBQVEsS0FBSyxFQUFFLENBQUMsQ0FBQyxJQUFJLE9BQU8sRUFBRSxDQUFDLENBQUMsSUFBSSxFQUFFLENBQUMsQ0FBRTtBQUN4RyxXQUFPLEVBQUUsTUFBTSxHQUFHLE9BQU8sTUFBTSxTQUFTLEdBQUcsTUFBTTtBQUFBLEVBQ25EO0FBQ0Y7QUFFQSxTQUFTLGFBQWEsU0FBc0IsSUFBUSxRQUE2QztBQUMvRixRQUFNLFdBQXNCLENBQUM7QUFDN0IsYUFBVyxDQUFDLFlBQVksS0FBSyxLQUFLO0FBQUEsSUFDaEMsQ0FBQyxZQUFZLFFBQVEsU0FBUyxLQUFLO0FBQUEsSUFDbkMsQ0FBQyxjQUFjLFFBQVEsV0FBVyxLQUFLO0FBQUEsRUFDekMsR0FBWTtBQUNWLGVBQVcsT0FBTyxXQUE2QixDQUFDLEdBQUcsS0FBSyxHQUFHLENBQUMsTUFBTSxFQUFFLElBQUksR0FBRztBQUN6RSxZQUFNLFFBQVEsTUFBTSxjQUFjLENBQUMsTUFBTSxFQUFFLFNBQVMsSUFBSSxJQUFJO0FBQzVELGVBQVMsS0FBSyxFQUFFLEdBQUcsR0FBRyxPQUFPLEdBQUcsVUFBVSxPQUFPLEdBQUcsU0FBUyxLQUFLLFFBQVEsR0FBRyxTQUFTLFNBQVMsSUFBSSxJQUFJLDBCQUEwQixlQUFlLGFBQWEsWUFBWSxVQUFVLHVCQUF1QixDQUFDO0FBQUEsSUFDN007QUFBQSxFQUNGO0FBRUEsUUFBTSxzQkFBc0IsSUFBSSxJQUFJLFFBQVEsV0FBVyxNQUFNLE9BQU8sQ0FBQyxNQUFNLEVBQUUsV0FBVyxZQUFZLEVBQUUsSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUM7QUFDeEgsYUFBVyxTQUFTLFFBQVEsYUFBYTtBQUN2QyxVQUFNLFdBQVdBLE1BQUssU0FBUyxNQUFNLE1BQU0sT0FBTztBQUNsRCxRQUFJLE1BQU0sU0FBUyxTQUFVLFVBQVMsS0FBSyxFQUFFLEdBQUcsR0FBRyxNQUFNLE1BQU0sTUFBTSxHQUFHLFNBQVMsT0FBTyxNQUFNLElBQUksMkJBQTJCLFFBQVEsMENBQTBDLENBQUM7QUFDaEwsUUFBSSxDQUFDLG9CQUFvQixJQUFJLE1BQU0sSUFBSTtBQUNyQyxlQUFTLEtBQUssRUFBRSxHQUFHLEdBQUcsTUFBTSxNQUFNLE1BQU0sR0FBRyxTQUFTLElBQUksTUFBTSxJQUFJLDBFQUEwRSxDQUFDO0FBQUEsRUFDako7QUFDQSxhQUFXQyxTQUFRLHFCQUFxQjtBQUN0QyxVQUFNLFFBQVEsUUFBUSxXQUFXLE1BQU0sVUFBVSxDQUFDLE1BQU0sRUFBRSxTQUFTQSxLQUFJO0FBQ3ZFLFFBQUksQ0FBQyxRQUFRLFlBQVksS0FBSyxDQUFDLE1BQU0sRUFBRSxTQUFTQSxLQUFJO0FBQ2xELGVBQVMsS0FBSyxFQUFFLEdBQUcsR0FBRyxPQUFPLGlCQUFpQixHQUFHLFNBQVMsS0FBSyxVQUFVLEdBQUcsU0FBUyxhQUFhQSxLQUFJLG9EQUFvREEsS0FBSSx3QkFBd0IsQ0FBQztBQUFBLEVBQzNMO0FBRUEsUUFBTSxlQUFlLElBQUksSUFBSSxRQUFRLFNBQVMsTUFBTSxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUksQ0FBQztBQUN0RSxRQUFNLGdCQUFnQixJQUFJLElBQUksUUFBUSxXQUFXLE1BQU0sSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLENBQUM7QUFDekUsVUFBUSxTQUFTLFNBQVMsUUFBUSxDQUFDLEdBQUcsTUFBTTtBQUMxQyxRQUFJLENBQUMsYUFBYSxJQUFJLENBQUMsRUFBRyxVQUFTLEtBQUssRUFBRSxHQUFHLEdBQUcsT0FBTyxnQkFBZ0IsR0FBRyxZQUFZLENBQUMsR0FBRyxHQUFHLFNBQVMsSUFBSSxDQUFDLHFDQUFxQyxDQUFDLEdBQUcsWUFBWSxFQUFFLEtBQUssSUFBSSxDQUFDLElBQUksQ0FBQztBQUFBLEVBQ25MLENBQUM7QUFDRCxVQUFRLFNBQVMsV0FBVyxRQUFRLENBQUMsR0FBRyxNQUFNO0FBQzVDLFFBQUksQ0FBQyxjQUFjLElBQUksQ0FBQyxFQUFHLFVBQVMsS0FBSyxFQUFFLEdBQUcsR0FBRyxPQUFPLGdCQUFnQixHQUFHLGNBQWMsQ0FBQyxHQUFHLEdBQUcsU0FBUyxJQUFJLENBQUMsdUNBQXVDLENBQUMsR0FBRyxhQUFhLEVBQUUsS0FBSyxJQUFJLENBQUMsSUFBSSxDQUFDO0FBQUEsRUFDekwsQ0FBQztBQUVELFFBQU0sRUFBRSxLQUFLLElBQUksUUFBUTtBQUN6QixNQUFJLENBQUMsS0FBSyxNQUFNLFNBQVMsS0FBSyxTQUFTO0FBQ3JDLGFBQVMsS0FBSyxFQUFFLEdBQUcsR0FBRyxPQUFPLFdBQVcsR0FBRyxnQkFBZ0IsR0FBRyxTQUFTLElBQUksS0FBSyxTQUFTLCtFQUErRSxDQUFDO0FBRTNLLFdBQVMsS0FBSyxHQUFHLGtCQUFrQixTQUFTLEVBQUUsQ0FBQztBQUMvQyxTQUFPO0FBQ1Q7QUFHQSxTQUFTLGtCQUFrQixTQUFzQixJQUFtQjtBQUNsRSxRQUFNLFdBQXNCLENBQUM7QUFDN0IsUUFBTSxTQUFTLElBQUksSUFBSSxRQUFRLE1BQU0sSUFBSSxDQUFDLE1BQU0sQ0FBQyxFQUFFLE1BQU0sQ0FBQyxDQUFDLENBQUM7QUFDNUQsYUFBVyxRQUFRLFFBQVEsT0FBTztBQUNoQyxlQUFXLENBQUMsT0FBTyxRQUFRLEtBQUs7QUFBQSxNQUM5QixDQUFDLFFBQVEsVUFBVTtBQUFBLE1BQ25CLENBQUMsWUFBWSxNQUFNO0FBQUEsSUFDckIsR0FBWTtBQUNWLFlBQU0sU0FBUyxLQUFLLEtBQUs7QUFDekIsVUFBSSxDQUFDLE9BQVE7QUFDYixZQUFNLFFBQVEsT0FBTyxJQUFJLE1BQU07QUFDL0IsVUFBSSxDQUFDLE9BQU87QUFDVixpQkFBUyxLQUFLLEVBQUUsR0FBRyxHQUFHLEtBQUssTUFBTSxLQUFLLEdBQUcsU0FBUyxJQUFJLE1BQU0seUZBQXlGLENBQUM7QUFBQSxNQUN4SixXQUFXLE1BQU0sUUFBUSxNQUFNLEtBQUssTUFBTTtBQUN4QyxpQkFBUyxLQUFLO0FBQUEsVUFDWixHQUFHLEdBQUcsS0FBSyxNQUFNLEtBQUs7QUFBQSxVQUN0QixTQUFTLGNBQWMsTUFBTSxVQUFVLE1BQU0sSUFBSSxRQUFRLFFBQVEsS0FBSyxNQUFNLFFBQVEsS0FBSyxNQUFNO0FBQUEsUUFDakcsQ0FBQztBQUFBLE1BQ0gsV0FBVyxNQUFNLFNBQVMsQ0FBQyxLQUFLLE9BQU87QUFDckMsaUJBQVMsS0FBSyxFQUFFLEdBQUcsR0FBRyxLQUFLLE1BQU0sS0FBSyxHQUFHLFNBQVMsd0JBQXdCLE1BQU0sK0RBQStELEtBQUssSUFBSSxDQUFDO0FBQUEsTUFDM0o7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUNBLFNBQU87QUFDVDtBQUVBLFNBQVMsV0FBVyxRQUFvQixRQUE0QjtBQUNsRSxRQUFNLFdBQXNCLENBQUM7QUFDN0IsYUFBVyxPQUFPLE9BQU8sT0FBTztBQUM5QixVQUFNLEVBQUUsSUFBSSxJQUFJO0FBQ2hCLFFBQUksQ0FBQyxJQUFJLFdBQVcsR0FBRyxLQUFLLENBQUMsSUFBSSxXQUFXLEdBQUcsRUFBRztBQUNsRCxRQUFJLElBQUksV0FBVyxJQUFJLEdBQUc7QUFDeEIsZUFBUyxLQUFLLEVBQUUsR0FBRyxVQUFVLEdBQUcsR0FBRyxTQUFTLFNBQVMsR0FBRyxzRkFBaUYsQ0FBQztBQUMxSTtBQUFBLElBQ0Y7QUFFQSxVQUFNLFdBQVcsSUFBSSxXQUFXLEdBQUcsSUFDL0IsT0FBTyxLQUFLLENBQUMsTUFBTyxFQUFFLFNBQVMsVUFBVSxJQUFJLEtBQUssU0FBUyxTQUFTLEVBQUUsSUFBSSxLQUFLLEtBQU8sRUFBRSxTQUFTLFdBQVcsSUFBSSxLQUFLLFNBQVMsVUFBVSxFQUFFLElBQUksS0FBSyxDQUFFLElBQ3JKO0FBQ0osVUFBTUMsU0FBUSxJQUFJLFdBQVcsR0FBRyxJQUFJLFdBQVcsVUFBVSxRQUFRLEdBQUc7QUFDcEUsUUFBSSxDQUFDQSxRQUFPO0FBQ1YsVUFBSSxDQUFDLElBQUksV0FBVyxHQUFHLEVBQUcsVUFBUyxLQUFLLEVBQUUsR0FBRyxVQUFVLEdBQUcsR0FBRyxTQUFTLFNBQVMsR0FBRyxnR0FBZ0csQ0FBQztBQUNuTDtBQUFBLElBQ0Y7QUFDQSxVQUFNLFdBQVcsSUFBSSxTQUFTLEdBQUcsSUFBSSxtQkFBbUIsSUFBSSxNQUFNLElBQUksUUFBUSxHQUFHLElBQUksQ0FBQyxDQUFDLElBQUk7QUFDM0YsUUFBSSxZQUFZLENBQUNBLE9BQU0sUUFBUSxTQUFTLFFBQVEsR0FBRztBQUNqRCxlQUFTLEtBQUssRUFBRSxHQUFHLFVBQVUsR0FBRyxHQUFHLFNBQVMsU0FBUyxHQUFHLGdCQUFnQixRQUFRLDZCQUE2QkEsT0FBTSxJQUFJLGdCQUFnQkEsT0FBTSxRQUFRLElBQUksQ0FBQyxNQUFNLElBQUksQ0FBQyxFQUFFLEVBQUUsS0FBSyxJQUFJLENBQUMsSUFBSSxDQUFDO0FBQUEsSUFDMUw7QUFBQSxFQUNGO0FBQ0EsU0FBTztBQUNUOzs7QUM1SU8sU0FBUyxhQUFhLGFBQWEsa0JBQWtCLEdBQUcsWUFBWSxpQkFBaUIsR0FBZ0I7QUFDMUcsUUFBTSxTQUFTLFlBQVksVUFBVTtBQUNyQyxRQUFNLFdBQVcsYUFBYSxDQUFDLEdBQUcsT0FBTyxVQUFVLEdBQUcsV0FBVyxRQUFRLFNBQVMsQ0FBQyxDQUFDO0FBQ3BGLFFBQU0sVUFBVSxTQUFTLFNBQVMsU0FBWSxPQUFPO0FBQ3JELFNBQU8sRUFBRSxTQUFTLFFBQVEsVUFBVSxnQkFBZ0IsT0FBTyxJQUFJLENBQUMsR0FBRyxTQUFTO0FBQzlFO0FBRU8sSUFBTSxlQUFOLGNBQTJCLE1BQU07QUFBQSxFQUN0QyxZQUFxQixVQUFxQjtBQUN4QyxVQUFNLG1CQUFtQixTQUFTLE1BQU0sV0FBVyxTQUFTLFdBQVcsSUFBSSxLQUFLLEdBQUc7QUFBQSxFQUFNLFNBQVMsSUFBSSxhQUFhLEVBQUUsS0FBSyxJQUFJLENBQUMsRUFBRTtBQUQ5RztBQUVuQixTQUFLLE9BQU87QUFBQSxFQUNkO0FBQUEsRUFIcUI7QUFJdkI7QUFFQSxJQUFJO0FBR0csU0FBUyxhQUF3RDtBQUN0RSxNQUFJLE9BQVEsUUFBTztBQUNuQixRQUFNLEVBQUUsU0FBUyxRQUFRLFNBQVMsSUFBSSxhQUFhO0FBQ25ELE1BQUksQ0FBQyxRQUFTLE9BQU0sSUFBSSxhQUFhLFFBQVE7QUFDN0MsV0FBUyxFQUFFLFNBQVMsT0FBTztBQUMzQixTQUFPO0FBQ1Q7OztBQ2pDZSxTQUFSLE1BQXVCLGFBQWdDO0FBQzVELFFBQU1DLFFBQU8sWUFBWSxZQUFZLE1BQU0sQ0FBQztBQUM1QyxTQUFPLFdBQVcsRUFBRSxRQUFRLE1BQU0sS0FBSyxDQUFDLE1BQU0sRUFBRSxTQUFTQSxLQUFJLElBQUksRUFBRSxhQUFhLEVBQUUsTUFBQUEsTUFBSyxFQUFFLElBQUk7QUFDL0Y7IiwKICAibmFtZXMiOiBbInBhdGgiLCAiVU5TQUZFX1NDSEVNRSIsICJ6IiwgInoiLCAieiIsICJ6IiwgInoiLCAieiIsICJ6IiwgInRleHQiLCAicGF0aCIsICJ0ZXh0IiwgInBhdGgiLCAicGF0aCIsICJkZWYiLCAidGV4dCIsICJzbHVnIiwgImhyZWYiLCAiZXhpc3RzU3luYyIsICJwYXRoIiwgInNsdWciLCAicm91dGUiLCAic2x1ZyJdCn0K
