/**
 * Texts of the header's dialogs (spec §2.4, §2.8, §2.9, §2.10). English quotes the spec.
 */
import { defineMessages } from "../i18n";

export const dialogMessages = defineMessages({
  en: {
    trackOrder: "Track Your Order",
    balanceChecker: "Reward Codes Balance Checker",
    redeemGuide: "How to Redeem",
    redeemGuideCodes: "Reward Codes Redemption Guide",
    close: "Close",
    back: "Back",
    loading: "Loading",
  },
  es: {
    trackOrder: "Sigue tu pedido",
    balanceChecker: "Consulta de saldo de códigos de recompensa",
    redeemGuide: "Cómo canjear",
    redeemGuideCodes: "Guía de canje de códigos de recompensa",
    close: "Cerrar",
    back: "Atrás",
    loading: "Cargando",
  },
  fr: {
    trackOrder: "Suivre votre commande",
    balanceChecker: "Vérification du solde des codes cadeaux",
    redeemGuide: "Comment utiliser",
    redeemGuideCodes: "Guide d'utilisation des codes cadeaux",
    close: "Fermer",
    back: "Retour",
    loading: "Chargement",
  },
  de: {
    trackOrder: "Bestellung verfolgen",
    balanceChecker: "Guthabenprüfung für Prämiencodes",
    redeemGuide: "So lösen Sie ein",
    redeemGuideCodes: "Einlöseanleitung für Prämiencodes",
    close: "Schließen",
    back: "Zurück",
    loading: "Wird geladen",
  },
});
