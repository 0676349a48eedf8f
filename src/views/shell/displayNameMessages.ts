import { defineMessages } from "../i18n";

/**
 * The category display names of spec §2.5 (GIFT CARDS, MERCHANDISES, LOUNGE, AIRMILES, TOPUP,
 * CHARITY, CASHOUT) and the '{name} & MORE' form, in the interface languages.
 */
export const displayNameMessages = defineMessages({
  en: {
    "GIFT CARDS": "GIFT CARDS",
    MERCHANDISES: "MERCHANDISES",
    LOUNGE: "LOUNGE",
    AIRMILES: "AIRMILES",
    TOPUP: "TOPUP",
    CHARITY: "CHARITY",
    CASHOUT: "CASHOUT",
    more: "{name} & MORE",
  },
  es: {
    "GIFT CARDS": "TARJETAS REGALO",
    MERCHANDISES: "ARTÍCULOS",
    LOUNGE: "SALAS VIP",
    AIRMILES: "MILLAS",
    TOPUP: "RECARGAS",
    CHARITY: "DONACIONES",
    CASHOUT: "RETIRO DE FONDOS",
    more: "{name} Y MÁS",
  },
  fr: {
    "GIFT CARDS": "CARTES CADEAUX",
    MERCHANDISES: "ARTICLES",
    LOUNGE: "SALONS",
    AIRMILES: "MILES",
    TOPUP: "RECHARGES",
    CHARITY: "DONS",
    CASHOUT: "RETRAITS",
    more: "{name} ET PLUS",
  },
  de: {
    "GIFT CARDS": "GESCHENKKARTEN",
    MERCHANDISES: "ARTIKEL",
    LOUNGE: "LOUNGES",
    AIRMILES: "MEILEN",
    TOPUP: "AUFLADUNGEN",
    CHARITY: "SPENDEN",
    CASHOUT: "AUSZAHLUNGEN",
    more: "{name} & MEHR",
  },
});
