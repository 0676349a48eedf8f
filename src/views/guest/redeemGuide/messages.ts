/**
 * Texts of the redemption guide and its redeem-code tooltip (spec §1 'Redemption guide (How to
 * Redeem)', §2.1 '?redeem=code', §2.8). English quotes the spec.
 *
 * The points tab is '{brand} Points Redemption' in the spec: the storefront reads '{brand} Points'
 * as the site's points label (customText rewardPoints: 'Points' on the default site, 'Acme Stars'
 * on a white-labelled one), so the tab reads 'Points Redemption' or 'Acme Stars Redemption'.
 */
import type { UserJourneyUseCase } from "@domain/header";
import { guideTitleOf } from "@domain/redeemGuide";
import { defineMessages, type InterfaceLanguage } from "../../i18n";

export const redeemGuideMessages = defineMessages({
  en: {
    title: "How to Redeem",
    codesTitle: "Reward Codes Redemption Guide",
    tabs: "Redemption guides",
    pointsTab: "{points} Redemption",
    codesTab: "Reward Codes Redemption",
    steps: "Steps",
    stepMarker: "Step {step}",
    stepLead: "Step {step}:",
    step1: "add products to the cart and proceed to checkout.",
    step2Points:
      "at checkout, select your points balance and redeem it against the cart value. Pay any additional amount through other payment modes.",
    step2Codes:
      "enter the gift card code and redeem it against the cart value without any login or signup. Pay any additional amount through other modes.",
    next: "Next",
    back: "Back",
    learnMore: "Learn more",
    opensInNewTab: "(opens in a new tab)",
    support: "Support contact",
    email: "Email {email}",
    phone: "Messaging app {phone}",
    tooltip: "Have a reward code? Here is how to redeem it.",
    closeTooltip: "Close",
  },
  es: {
    title: "Cómo canjear",
    codesTitle: "Guía de canje de códigos de recompensa",
    tabs: "Guías de canje",
    pointsTab: "Canje de {points}",
    codesTab: "Canje de códigos de recompensa",
    steps: "Pasos",
    stepMarker: "Paso {step}",
    stepLead: "Paso {step}:",
    step1: "añade productos al carrito y continúa al pago.",
    step2Points:
      "en el pago, selecciona tu saldo de puntos y canjéalo contra el valor del carrito. Paga cualquier importe adicional con otros medios de pago.",
    step2Codes:
      "introduce el código de la tarjeta regalo y canjéalo contra el valor del carrito sin iniciar sesión ni registrarte. Paga cualquier importe adicional con otros medios.",
    next: "Siguiente",
    back: "Atrás",
    learnMore: "Más información",
    opensInNewTab: "(se abre en una pestaña nueva)",
    support: "Contacto de soporte",
    email: "Correo electrónico {email}",
    phone: "Aplicación de mensajería {phone}",
    tooltip: "¿Tienes un código de recompensa? Así se canjea.",
    closeTooltip: "Cerrar",
  },
  fr: {
    title: "Comment utiliser",
    codesTitle: "Guide d'utilisation des codes cadeaux",
    tabs: "Guides d'utilisation",
    pointsTab: "Utilisation des {points}",
    codesTab: "Utilisation des codes cadeaux",
    steps: "Étapes",
    stepMarker: "Étape {step}",
    stepLead: "Étape {step} :",
    step1: "ajoutez des produits au panier et passez à la caisse.",
    step2Points:
      "à la caisse, sélectionnez votre solde de points et utilisez-le sur le montant du panier. Réglez tout montant supplémentaire avec d'autres moyens de paiement.",
    step2Codes:
      "saisissez le code de la carte cadeau et utilisez-le sur le montant du panier sans connexion ni inscription. Réglez tout montant supplémentaire avec d'autres moyens.",
    next: "Suivant",
    back: "Retour",
    learnMore: "En savoir plus",
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
    support: "Contact de l'assistance",
    email: "E-mail {email}",
    phone: "Application de messagerie {phone}",
    tooltip: "Vous avez un code cadeau ? Voici comment l'utiliser.",
    closeTooltip: "Fermer",
  },
  de: {
    title: "So lösen Sie ein",
    codesTitle: "Einlöseanleitung für Prämiencodes",
    tabs: "Einlöseanleitungen",
    pointsTab: "{points} einlösen",
    codesTab: "Prämiencodes einlösen",
    steps: "Schritte",
    stepMarker: "Schritt {step}",
    stepLead: "Schritt {step}:",
    step1: "Legen Sie Produkte in den Warenkorb und gehen Sie zur Kasse.",
    step2Points:
      "Wählen Sie an der Kasse Ihr Punkteguthaben und lösen Sie es gegen den Warenkorbwert ein. Zahlen Sie einen Restbetrag mit anderen Zahlungsarten.",
    step2Codes:
      "Geben Sie den Geschenkkartencode ein und lösen Sie ihn ohne Anmeldung oder Registrierung gegen den Warenkorbwert ein. Zahlen Sie einen Restbetrag mit anderen Zahlungsarten.",
    next: "Weiter",
    back: "Zurück",
    learnMore: "Mehr erfahren",
    opensInNewTab: "(öffnet in einem neuen Tab)",
    support: "Support-Kontakt",
    email: "E-Mail {email}",
    phone: "Messaging-App {phone}",
    tooltip: "Sie haben einen Prämiencode? So lösen Sie ihn ein.",
    closeTooltip: "Schließen",
  },
});

export type RedeemGuideTexts = (typeof redeemGuideMessages)[InterfaceLanguage];

/**
 * The dialog's title: 'Reward Codes Redemption Guide' when the use case is 'code' (spec §2.8),
 * else 'How to Redeem'.
 */
export const redeemGuideTitle = (
  useCase: UserJourneyUseCase | null,
  language: InterfaceLanguage = "en",
): string => {
  const text = redeemGuideMessages[language];
  return guideTitleOf(useCase) === "codesGuide" ? text.codesTitle : text.title;
};
