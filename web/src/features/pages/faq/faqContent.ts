import { config } from '@/config';

export interface FaqEntry {
  question: string;
  answer: string[];
}

export interface FaqSection {
  id: string;
  title: string;
  entries: FaqEntry[];
}

export const FAQ_SECTIONS: FaqSection[] = [
  {
    id: 'general',
    title: 'General',
    entries: [
      {
        question: 'What is this community?',
        answer: [
          'A marketplace where members, our sisters, trade designer purses and handbags for a while instead of buying them. You offer one of your bags and borrow another member’s bag for 1 to 30 days, then each bag goes home.',
        ],
      },
      {
        question: 'Is it buying, selling or renting?',
        answer: [
          'None of those. Ownership never changes: every trade is a temporary swap of one bag for another. You pay a small site fee and a delivery fee per trade, and the value of the bag you borrow is held from your balance as security until the trade is over.',
        ],
      },
      {
        question: 'Who can join?',
        answer: [
          'Anyone 18 or older who accepts our Terms of Service and User Agreement. Browsing, closets, this FAQ and the contact page are open to everyone; trading needs an account.',
        ],
      },
      {
        question: 'Does it cost anything to join?',
        answer: [
          'Creating an account and listing bags is free. You only pay when a trade is accepted: the site fee shown on the Borrow label of every bag (usually $5.00) plus the delivery fee for pickup or shipping.',
        ],
      },
    ],
  },
  {
    id: 'account',
    title: 'Account & Registration',
    entries: [
      {
        question: 'How do I create an account?',
        answer: [
          'Select Login in the navigation bar and switch to Sign Up. Enter your name, email, a password of at least 6 characters, your phone number, your address with ZIP code and a closet name. Your account is ready as soon as you see Registration Successful.',
        ],
      },
      {
        question: 'What is a closet name?',
        answer: [
          'The public name of your closet. It appears on every bag you list and on your closet page, where other members see your bags, your rating and your reviews.',
        ],
      },
      {
        question: 'I forgot my password. What now?',
        answer: [
          'Choose Forgot password on the login screen and enter your email. If an account exists for it, we send a reset link. You can change a known password at any time under Profile & Settings.',
        ],
      },
      {
        question: 'How do I protect my account with two-factor authentication?',
        answer: [
          'Open Profile & Settings and choose Enable Two-Factor Authentication. Scan the QR code with an authenticator app and enter the 6-digit code it shows. From then on you enter a fresh code each time you log in.',
        ],
      },
      {
        question: 'How do I close my account?',
        answer: [
          'In Profile & Settings choose Close Account and type DELETE to confirm. Your profile is disabled and your bags are removed. You cannot close your account while one of your trades is active or under dispute; withdraw your remaining balance first.',
        ],
      },
    ],
  },
  {
    id: 'items',
    title: 'Item Management',
    entries: [
      {
        question: 'How do I list a bag?',
        answer: [
          'In your dashboard open Upload Item and fill in the name, description, brand, size, condition and value, then add 1 to 5 photos (JPEG, PNG or WebP, up to 5 MB each). The first photo is the main one.',
          'Sizes are Mini/Clutch, Small/Crossbody, Medium/Shoulder, Large/Tote and Extra Large/Weekend. Conditions are New, Like New, Good, Fair and Poor.',
        ],
      },
      {
        question: 'How long does approval take?',
        answer: [
          'Our team reviews every listing, typically within 24-48 hours. Your bag appears in Browse Purses and in your closet once it is approved.',
        ],
      },
      {
        question: 'What value should I enter?',
        answer: [
          'A fair current market value in dollars. It is the amount held from a borrower’s balance as security while your bag is away, so an honest value protects you both. The value cannot be changed after upload.',
        ],
      },
      {
        question: 'Can I edit or delete a listing?',
        answer: [
          'Yes, from My Bags you can change the name, description, brand, condition and photos, or delete the bag. New photos go back to our team for approval. A bag that is part of an active trade cannot be edited or deleted until the trade is over.',
        ],
      },
    ],
  },
  {
    id: 'trading',
    title: 'Trading Process',
    entries: [
      {
        question: 'How do I request a trade?',
        answer: [
          'Open a bag you love and choose Request Trade. Pick one of your own approved bags to offer, a start date at least 3 days ahead (New York time) and a duration of 1, 3, 7, 14 or 30 days, or custom dates up to 30 days. Then choose pickup or shipping and add a message if you like.',
        ],
      },
      {
        question: 'What happens after I send a request?',
        answer: [
          'The owner can accept, reject or propose changes to the dates or the bags. If they propose changes, you approve or deny them. A request nobody answers expires after 72 hours, or on the start date if that comes first, and your hold is released.',
        ],
      },
      {
        question: 'How do pickup and shipping work?',
        answer: [
          'Local pickup is available when both members live within 50 miles of ZIP code 33017. Pickups are scheduled on the first Thursday or Sunday on or after the start date, and a pickup fee applies.',
          'Shipping uses a standard 15 × 8 × 14 inch box with prepaid labels for the trip out and back; the shipping fee covers the round trip. Shipping may not yet be offered in the request form.',
        ],
      },
      {
        question: 'What do I do while a trade is active?',
        answer: [
          'Confirm in your dashboard when the other bag arrives. Once both of you have confirmed receipt, each confirms when her own bag is back home. After both returns there is a short inspection window to report a problem; then the trade completes, the holds are released and you can review each other.',
        ],
      },
      {
        question: 'Can I cancel a trade?',
        answer: [
          'Cancelling is free until the trade is accepted. After acceptance, and before either bag has been received, the one who cancels keeps paying her fees and an amount equal to the site fee goes to her partner; the partner’s fees are refunded and both holds are released. Once a bag has been received a trade can no longer be cancelled: open a dispute instead.',
        ],
      },
    ],
  },
  {
    id: 'money',
    title: 'Financial System',
    entries: [
      {
        question: 'How do payments work?',
        answer: [
          'You keep a prepaid balance. It pays your site and delivery fees, and part of it is held as security during a trade. Your available balance is your balance minus any open holds.',
        ],
      },
      {
        question: 'How do I add funds?',
        answer: [
          'Pay with a debit card through our card payment provider (minimum $5.00). Only debit cards are accepted: a payment made with a credit card is rejected and refunded.',
          'You can also send money with Cash App or Zelle as a manual deposit. You receive a reference number to include with your payment, and your balance is credited once our team confirms it.',
        ],
      },
      {
        question: 'What is a hold?',
        answer: [
          'When you request a trade, an amount equal to the value of the bag you want to borrow is reserved from your available balance. The owner’s hold, the value of your bag, is reserved when she accepts. Holds are released when the trade completes, is rejected, cancelled or expires.',
        ],
      },
      {
        question: 'Which fees do I pay?',
        answer: [
          'When a trade is accepted each member pays the site fee (shown on every bag, usually $5.00) and a delivery fee: the pickup fee for pickup, or the round-trip shipping cost. The total shown before you confirm is the site fee plus the delivery fee plus the value held.',
        ],
      },
      {
        question: 'How do I withdraw money?',
        answer: [
          'Request a withdrawal to Cash App or Zelle from the Balance tab. The minimum is $5.00 and the maximum is $500.00 per day, up to your available balance. Requests are processed within 24 hours and usually arrive within 1-3 business days.',
        ],
      },
      {
        question: 'Why was my trade refused for insufficient balance?',
        answer: [
          'Your available balance must cover the fees and the hold when you request or accept a trade. Add funds and try again; the message tells you exactly how much you need.',
        ],
      },
    ],
  },
  {
    id: 'safety',
    title: 'Safety & Security',
    entries: [
      {
        question: 'How do you keep trading safe?',
        answer: [
          'Every listing is reviewed before it appears, every trade is backed by a security hold equal to the value of the borrowed bag, and members review each other after every trade, so you can check a closet’s rating before you trade.',
        ],
      },
      {
        question: 'What if a bag arrives damaged, is not as described or does not come back?',
        answer: [
          'Open a dispute from the trade in your dashboard with a description and photos. While a dispute is open, trade actions are paused. Our team reviews both sides and can award compensation to the affected member out of the other member’s hold.',
        ],
      },
      {
        question: 'Are my card details safe?',
        answer: [
          'Card payments are handled entirely by our card payment provider. We never see or store your card number.',
        ],
      },
      {
        question: 'Any tips for a pickup?',
        answer: [
          'Meet in a busy public place in daylight, check the bag together and take photos of it at handover and at return. Keep your conversation in the app so there is a record if you ever need help.',
        ],
      },
    ],
  },
  {
    id: 'help',
    title: 'Getting Help',
    entries: [
      {
        question: 'How do I contact support?',
        answer: [
          `Write to ${config.supportEmail}, call ${config.supportPhone} or use the Contact Us page. We typically respond within 24 hours during business days.`,
        ],
      },
      {
        question: 'Something went wrong with a trade. Who do I tell?',
        answer: [
          'Open a dispute from the trade so our team sees the whole history, and add messages to it as things develop. Messages from our team appear in the Messages tab of your dashboard.',
        ],
      },
    ],
  },
];
