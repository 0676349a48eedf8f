/**
 * Texts of the home page (spec §1 redemption guide, §2.3 landing, §2.5 tab names and category
 * display name). English quotes the spec.
 */
import { defineMessages } from "../i18n";

export const homeMessages = defineMessages({
  en: {
    /** spec §2.5: the default category display name. */
    title: "GIFT CARDS & MORE",
    popular: "Popular {section}",
    banners: "Banners",
    bannerAlt: "Banner {index} of {count}",
    opensInNewTab: "(opens in a new tab)",
    /** spec §2.5 tab names. */
    vouchers: "Gift Card",
    experiences: "Experiences",
    merchandise: "Merchandise",
    perks: "Offers",
    categoriesOf: "{section} categories",
    loadingSection: "Loading {section}",
    sectionFailed: "{section} could not be loaded right now.",
    sectionEmpty: "Nothing in {section} for {country} yet.",
    loadingCatalogue: "Loading the catalogue",
    /** spec §1 'Redemption guide (How to Redeem)'. */
    howToRedeem: "How to Redeem",
    step1Title: "Step 1",
    step1: "Add products to the cart and proceed to checkout.",
    step2PointsTitle: "Step 2 (points)",
    step2Points:
      "At checkout, select your points balance and redeem it against the cart value. Pay any additional amount through other payment modes.",
    step2CodesTitle: "Step 2 (codes)",
    step2Codes:
      "Enter the gift card code and redeem it against the cart value without any login or signup. Pay any additional amount through other modes.",
  },
  es: {
    title: "TARJETAS REGALO Y MÁS",
    popular: "{section} populares",
    banners: "Banners",
    bannerAlt: "Banner {index} de {count}",
    opensInNewTab: "(se abre en una pestaña nueva)",
    vouchers: "Tarjeta regalo",
    experiences: "Experiencias",
    merchandise: "Productos",
    perks: "Ofertas",
    categoriesOf: "Categorías de {section}",
    loadingSection: "Cargando {section}",
    sectionFailed: "No se pudo cargar {section} en este momento.",
    sectionEmpty: "Todavía no hay nada en {section} para {country}.",
    loadingCatalogue: "Cargando el catálogo",
    howToRedeem: "Cómo canjear",
    step1Title: "Paso 1",
    step1: "Añade productos al carrito y continúa con el pago.",
    step2PointsTitle: "Paso 2 (puntos)",
    step2Points:
      "En el pago, selecciona tu saldo de puntos y canjéalo contra el valor del carrito. Paga cualquier importe adicional con otros medios de pago.",
    step2CodesTitle: "Paso 2 (códigos)",
    step2Codes:
      "Introduce el código de la tarjeta regalo y canjéalo contra el valor del carrito sin iniciar sesión ni registrarte. Paga cualquier importe adicional con otros medios.",
  },
  fr: {
    title: "CARTES CADEAUX ET PLUS",
    popular: "{section} populaires",
    banners: "Bannières",
    bannerAlt: "Bannière {index} sur {count}",
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
    vouchers: "Carte cadeau",
    experiences: "Expériences",
    merchandise: "Articles",
    perks: "Offres",
    categoriesOf: "Catégories {section}",
    loadingSection: "Chargement de {section}",
    sectionFailed: "{section} ne peut pas être chargé pour le moment.",
    sectionEmpty: "Rien dans {section} pour {country} pour l'instant.",
    loadingCatalogue: "Chargement du catalogue",
    howToRedeem: "Comment utiliser",
    step1Title: "Étape 1",
    step1: "Ajoutez des produits au panier et passez à la caisse.",
    step2PointsTitle: "Étape 2 (points)",
    step2Points:
      "À la caisse, sélectionnez votre solde de points et utilisez-le sur le montant du panier. Payez le reste avec d'autres moyens de paiement.",
    step2CodesTitle: "Étape 2 (codes)",
    step2Codes:
      "Saisissez le code de la carte cadeau et utilisez-le sur le montant du panier sans connexion ni inscription. Payez le reste avec d'autres moyens.",
  },
  de: {
    title: "GESCHENKKARTEN & MEHR",
    popular: "Beliebt: {section}",
    banners: "Banner",
    bannerAlt: "Banner {index} von {count}",
    opensInNewTab: "(öffnet in einem neuen Tab)",
    vouchers: "Geschenkkarte",
    experiences: "Erlebnisse",
    merchandise: "Artikel",
    perks: "Angebote",
    categoriesOf: "Kategorien: {section}",
    loadingSection: "{section} wird geladen",
    sectionFailed: "{section} kann gerade nicht geladen werden.",
    sectionEmpty: "Noch nichts in {section} für {country}.",
    loadingCatalogue: "Katalog wird geladen",
    howToRedeem: "So lösen Sie ein",
    step1Title: "Schritt 1",
    step1: "Legen Sie Produkte in den Warenkorb und gehen Sie zur Kasse.",
    step2PointsTitle: "Schritt 2 (Punkte)",
    step2Points:
      "Wählen Sie an der Kasse Ihr Punkteguthaben und lösen Sie es gegen den Warenkorbwert ein. Zahlen Sie den Restbetrag mit anderen Zahlungsarten.",
    step2CodesTitle: "Schritt 2 (Codes)",
    step2Codes:
      "Geben Sie den Geschenkkartencode ein und lösen Sie ihn ohne Anmeldung oder Registrierung gegen den Warenkorbwert ein. Zahlen Sie den Restbetrag mit anderen Zahlungsarten.",
  },
});
