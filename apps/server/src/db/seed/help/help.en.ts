import { p, ul, qa, type LocaleHelp } from './help-content'

export const EN: LocaleHelp = {
  categories: { terms: 'Terms & Policies', faq: 'FAQ', about: 'About Us' },
  articles: {
    term: {
      title: 'Terms and Conditions',
      html: (b) =>
        p(
          `Welcome to ${b}. By opening an account or using our games, lottery and other services, you accept these Terms and Conditions.`,
        ) +
        ul(
          'You must be at least 18 years old, or older if the law where you live requires it, to register and play.',
          `Only one account is allowed per person. Your registration details must be true and accurate, and the name on your bank account must match the name on your ${b} account.`,
          'You are responsible for keeping your password secret, for all activity on your account, and for making sure that online gaming is legal where you live.',
        ) +
        p(
          'We may suspend accounts, cancel bets or withhold winnings in cases of fraud, multiple accounts, bonus abuse or the use of cheating software. These terms may be updated from time to time, and the current version is always published on this page.',
        ),
    },
    privacy: {
      title: 'Privacy Policy',
      html: (b) =>
        p(`${b} respects your privacy. This policy explains what information we collect and how we use it.`) +
        ul(
          '<strong>What we collect:</strong> the details you give us when you register (such as username, mobile number and email), your transaction history, and technical data such as IP address and device type.',
          '<strong>How we use it:</strong> to run your account, process deposits and withdrawals, verify your identity, prevent fraud and improve our services.',
          '<strong>Who we share it with:</strong> we never sell your personal data. We share it only with payment and service providers who need it to serve you, or when the law requires it.',
        ) +
        p(
          'Your data travels over encrypted connections and only authorised staff can access it. To update or ask about your personal data, please contact Customer Service.',
        ),
    },
    responsible: {
      title: 'Responsible Gaming',
      html: (b) =>
        p(
          `${b} is committed to responsible gaming. Gaming should be entertainment, never a way to make money or solve financial problems.`,
        ) +
        ul(
          '<strong>18+ only:</strong> you must be at least 18 years old to open an account or play. We may ask for proof of age at any time, and we close any account held by a minor and void its bets.',
          'Set a budget and a time limit before you play, and never chase your losses.',
          'If you need a break, Customer Service can set a deposit limit or close your account temporarily or permanently (self-exclusion).',
        ) +
        p(
          'If gaming is affecting your finances, relationships or wellbeing, please stop playing and seek help from a local support service or a professional counsellor.',
        ),
    },
    'faq-account': {
      title: 'Account',
      html: () =>
        qa(
          [
            'How do I register?',
            'Click <strong>Register</strong>, fill in a username, a password and the other required fields, accept the Terms and Conditions and submit. You are logged in automatically as soon as your account is created.',
          ],
          [
            'I forgot my password. What should I do?',
            'Click <strong>Forgot password</strong> in the login window and set a new password with the verification code sent to your registered mobile number or email.',
          ],
          [
            'Can I change my personal details?',
            'You can change your password in the Member Centre. For your security, details such as your real name and bank account name can only be changed by contacting Customer Service.',
          ],
        ),
    },
    'faq-deposit': {
      title: 'Deposits',
      html: () =>
        qa(
          [
            'How do I make a deposit?',
            'Log in, open <strong>Deposit</strong>, choose a payment method, enter the amount and follow the instructions. Always use the latest payment details shown on the deposit page.',
          ],
          [
            'How long does a deposit take?',
            'Most deposits are credited within a few minutes. If your balance has not been updated after 15 minutes, contact Customer Service with your transaction receipt.',
          ],
          [
            'Are there deposit limits?',
            'The minimum and maximum amounts for each payment method are shown on the deposit page. Deposits must be made from an account in your own name.',
          ],
        ),
    },
    'faq-withdraw': {
      title: 'Withdrawals',
      html: () =>
        qa(
          [
            'How do I withdraw my winnings?',
            'Open <strong>Withdraw</strong>, choose your linked bank account, enter the amount and your transaction password, and submit the request.',
          ],
          [
            'How long does a withdrawal take?',
            'Most withdrawals are processed quickly once approved, although the time the money takes to reach you depends on your bank. After the payment is sent, please confirm whether you have received it. If not, choose <strong>Not received</strong> and upload proof so that we can check.',
          ],
          [
            'Why is my withdrawal on hold?',
            'A withdrawal may be held if the turnover requirement of a deposit or bonus has not been met, if your bank account name does not match your account name, or if further verification is needed.',
          ],
        ),
    },
    'faq-lottery': {
      title: 'Lottery',
      html: () =>
        qa(
          [
            'How do I place a lottery bet?',
            'Choose a lottery from the <strong>Lottery</strong> menu, pick your numbers and play type, enter your stake and confirm before betting closes for the draw.',
          ],
          [
            'When are results announced?',
            'Each lottery has its own draw schedule. Results are published on the results page right after each draw, and winnings are credited to your balance automatically.',
          ],
          [
            'Can I cancel a bet?',
            'Confirmed bets cannot be cancelled once betting has closed for the draw. Please check your numbers carefully before you confirm.',
          ],
        ),
    },
    about: {
      title: 'About Us',
      html: (b) =>
        p(
          `${b} is an online entertainment platform offering lottery, live casino, sports, slots and many other games to players across South-East Asia.`,
          'We are committed to fair play, secure payments and fast service, and our site is available in Bahasa Melayu, English, Chinese, Vietnamese and Thai.',
          'If you have any questions, our Customer Service team is always happy to help.',
          'Please play responsibly. Our services are only for players aged 18 and over.',
        ),
    },
  },
}
