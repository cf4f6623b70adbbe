// Generates the legal documents linked from the footers: web/public/legal/terms.pdf and privacy.pdf.
// Run with `node web/scripts/make-legal-pdfs.mjs` after editing the text below; commit the PDFs.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";

const outDir = path.resolve(import.meta.dirname, "..", "public", "legal");
const effective = "Effective date: 1 September 2025";
const brand = "Dutchpot";

const terms = {
  title: `${brand} Terms of Service`,
  intro: [
    `These Terms of Service ("Terms") govern your use of the ${brand} website and ordering service (the "Service"), a marketplace operated from Toronto, Ontario, that lets you order prepared food and groceries from independent restaurants, convenience and grocery stores and home chefs ("Merchants") for delivery by independent couriers ("Riders") or for pickup.`,
    "By creating an account, placing an order or otherwise using the Service you agree to these Terms. If you do not agree, do not use the Service.",
  ],
  sections: [
    [
      "1. Who we are",
      `${brand} provides the technology that connects you with Merchants and Riders. Unless a listing says otherwise, the Merchant prepares and sells the items you order and is responsible for their quality, labelling and safety; ${brand} acts as the Merchant's limited agent to accept your order and collect payment.`,
    ],
    [
      "2. Eligibility and accounts",
      "You must be at least 16 years old, or the age of majority where you live if you buy alcohol or other age-restricted products, to use the Service. You agree to give accurate information, keep your password confidential and tell us promptly at the help centre if you believe your account has been used without permission. You may browse and use a cart as a guest; checkout requires an account. We may suspend accounts used for fraud, abuse of Riders or Merchants, or breach of these Terms.",
    ],
    [
      "3. Orders",
      "An order is an offer to buy the items in your cart from the Merchant at the prices shown. The Merchant may accept or decline it, for example when an item is sold out. You will see the items, prices, delivery or service fees, taxes, any tip and any promotional discount before you confirm. Prices are in Canadian dollars and include the fees shown at checkout; menu prices set by a Merchant on the Service may differ from its in-store prices.",
    ],
    [
      "4. Delivery, pickup and scheduled orders",
      "Delivery times shown are estimates. You must give an address we can reach, keep your phone available and follow the drop-off option you chose (hand it to me, or leave it at my door). If you choose to leave an order at the door, the risk of loss passes to you once the Rider has left it at the address. Pickup orders must be collected within a reasonable time of the ready notice. Scheduled orders are prepared for the time slot you picked.",
    ],
    [
      "5. Subscriptions",
      "Subscription services deliver a chosen order on the days, time slot and number of weeks you select. You authorise us to charge your saved card each week before that week's deliveries. You may pause or cancel a subscription at any time from your account; cancellations take effect for deliveries not yet prepared, and refunds for unused weeks are issued within one week.",
    ],
    [
      "6. Payment",
      "Payments are processed by our payment provider; we never store your full card number. By saving a card you authorise us to charge it for orders and subscriptions you place. If a charge fails, we may cancel the order. Tips go in full to the Rider who delivers your order.",
    ],
    [
      "7. Cancellations, refunds and problems with an order",
      "You may cancel an order free of charge until the Merchant starts preparing it. If an item is missing, wrong or arrives in an unacceptable condition, report it through the help centre within 48 hours with details and, where possible, a photo. We will work with the Merchant to offer a refund or credit where appropriate. Nothing in these Terms limits your rights under the Ontario Consumer Protection Act, 2002.",
    ],
    [
      "8. Allergens and dietary needs",
      "Merchants describe their dishes, but kitchens may handle nuts, shellfish, gluten, dairy, scotch bonnet peppers and other allergens. If you have an allergy or dietary requirement, contact the Merchant before ordering. We cannot guarantee that any item is free of a particular ingredient.",
    ],
    [
      "9. Promotions and gift cards",
      "Promotional codes and gift cards are subject to the conditions shown with them, may not be exchanged for cash except where the law requires it, and may be withdrawn if obtained by fraud. Gift cards sold in Ontario do not expire.",
    ],
    [
      "10. Acceptable use",
      "You agree not to misuse the Service: no unlawful, abusive or harassing conduct towards Riders, Merchants or our staff; no attempts to interfere with the Service, scrape it or access it by automated means without permission; no reviews or content that are false, defamatory or infringe others' rights.",
    ],
    [
      "11. Partners",
      "Riders, Merchants and home chefs who register through the partner pages accept separate partner agreements in addition to these Terms. Home chefs are responsible for meeting Toronto Public Health requirements that apply to them.",
    ],
    [
      "12. Our liability",
      "We provide the Service with reasonable care and skill. To the extent permitted by law, we are not liable for indirect or consequential losses, and our total liability for any order is limited to the amount you paid for it. Nothing here excludes liability that cannot be excluded by law, including for death or personal injury caused by negligence.",
    ],
    [
      "13. Changes to the Service and these Terms",
      "We may update these Terms to reflect changes in the Service or the law. We will give notice of material changes on the website or by email at least 15 days before they take effect; continuing to use the Service after that date means you accept the updated Terms.",
    ],
    [
      "14. Governing law and contact",
      "These Terms are governed by the laws of Ontario and the federal laws of Canada that apply there. Questions about these Terms can be sent through the help centre in the customer area of the website.",
    ],
  ],
};

const privacy = {
  title: `${brand} Privacy Policy`,
  intro: [
    `This policy explains how ${brand} collects, uses, shares and protects personal information when you use our website and ordering service. We handle personal information in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA) and applicable Ontario law.`,
  ],
  sections: [
    [
      "1. Information we collect",
      "Account details: your name, email address, phone number and password (stored only as a salted hash). Order details: the items you order, delivery address, apartment or suite number, drop-off instructions, order history, tips and subscriptions. Location: the address or map point you choose, used to show nearby stores and estimate delivery times. Payment details: a token and the card brand and last four digits from our payment provider; we never receive or store your full card number. Technical data: a random guest identifier kept in your browser session, your language preference, and basic server logs (IP address, browser type, time of request).",
    ],
    [
      "2. How we use it",
      "To create and secure your account; to take, prepare, deliver and support your orders and subscriptions; to verify your phone number with a one-time code; to calculate fees, taxes and delivery estimates; to prevent fraud and abuse; to answer your help requests; and, with your consent, to send you offers. We do not sell your personal information.",
    ],
    [
      "3. Who we share it with",
      "The Merchant preparing your order receives your name, the items ordered and any instructions. The Rider delivering it receives your first name, delivery address, drop-off instructions and a way to contact you for that delivery only. Service providers that host our systems, process payments, send text messages and emails, or provide maps act on our instructions under contracts that protect your information. We may disclose information where the law requires it.",
    ],
    [
      "4. Browser storage",
      "We keep a small amount of information in your browser's local and session storage: your sign-in token, a signed-in flag, your chosen address and location, your customer and user ids, a guest id, your language, and whether you came from checkout. This is needed for the Service to work; you can clear it at any time in your browser settings, which signs you out.",
    ],
    [
      "5. How long we keep it",
      "We keep account information while your account is open. Order and payment records are kept for seven years to meet Canadian tax and accounting obligations. Server logs are kept for up to 90 days. When you delete your account we erase or anonymise your personal information, except records we must keep by law.",
    ],
    [
      "6. Your choices and rights",
      "You can view and correct your profile in your account, request a copy of your data from Manage account, and delete your account from the same page. You can withdraw consent to marketing at any time. You may also ask us what personal information we hold about you and how it has been used; we will answer within 30 days.",
    ],
    [
      "7. Security",
      "We protect personal information with safeguards appropriate to its sensitivity: encrypted connections, hashed passwords, short-lived access tokens, access limited to staff who need it, and separation of each storefront's data. No system is perfectly secure; if a breach creates a real risk of significant harm, we will notify you and the Office of the Privacy Commissioner of Canada.",
    ],
    [
      "8. Where information is stored",
      "Our systems are hosted in Canada where possible. Some service providers may process information in other countries, where it may be accessible to authorities under their laws; we require them to protect it to a standard comparable to Canadian law.",
    ],
    [
      "9. Children",
      "The Service is not intended for children under 16, and we do not knowingly collect their personal information.",
    ],
    [
      "10. Changes and contact",
      "We will post any changes to this policy on the website and, for material changes, notify you by email. Questions or complaints can be sent to our privacy officer through the help centre. If you are not satisfied with our answer, you may contact the Office of the Privacy Commissioner of Canada.",
    ],
  ],
};

function wrap(text, font, size, width) {
  const lines = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

async function makePdf(doc, file) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(brand);
  pdf.setSubject(doc.title);
  pdf.setLanguage("en-CA");
  pdf.setCreationDate(new Date("2025-09-01T00:00:00Z"));
  pdf.setModificationDate(new Date("2025-09-01T00:00:00Z"));
  const regular = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const [pageWidth, pageHeight] = [612, 792];
  const margin = 64;
  const width = pageWidth - 2 * margin;
  const green = rgb(0.043, 0.365, 0.231);
  let page;
  let y = 0;
  let pageNo = 0;
  const newPage = () => {
    page = pdf.addPage([pageWidth, pageHeight]);
    pageNo += 1;
    y = pageHeight - margin;
    page.drawText(`${doc.title} — page ${pageNo}`, {
      x: margin,
      y: 32,
      size: 9,
      font: regular,
      color: rgb(0.3, 0.3, 0.3),
    });
  };
  const ensure = (needed) => {
    if (y - needed < margin) newPage();
  };
  const paragraph = (text, font, size, gap, color = rgb(0.11, 0.15, 0.13)) => {
    const lines = wrap(text, font, size, width);
    ensure(size * 1.45 * Math.min(lines.length, 3));
    for (const line of lines) {
      ensure(size * 1.45);
      page.drawText(line, { x: margin, y: y - size, size, font, color });
      y -= size * 1.45;
    }
    y -= gap;
  };
  newPage();
  paragraph(doc.title, bold, 22, 6, green);
  paragraph(effective, regular, 11, 14);
  for (const text of doc.intro) paragraph(text, regular, 11.5, 8);
  for (const [heading, body] of doc.sections) {
    y -= 6;
    paragraph(heading, bold, 13, 4, green);
    paragraph(body, regular, 11.5, 8);
  }
  const bytes = await pdf.save({ useObjectStreams: false });
  writeFileSync(path.join(outDir, file), bytes);
  return pageNo;
}

mkdirSync(outDir, { recursive: true });
const tPages = await makePdf(terms, "terms.pdf");
const pPages = await makePdf(privacy, "privacy.pdf");
console.log(`terms.pdf: ${tPages} pages, privacy.pdf: ${pPages} pages → ${outDir}`);
