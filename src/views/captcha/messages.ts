/** Texts of the captcha challenge (spec §2.9, §4 'Track order'). */
import { defineMessages } from "../i18n";

export const captchaMessages = defineMessages({
  en: {
    title: "Verify you are human",
    question: "What is {a} + {b}?",
    verify: "Verify",
    cancel: "Cancel",
    hint: "This check keeps automated requests away.",
  },
  es: {
    title: "Verifica que eres humano",
    question: "¿Cuánto es {a} + {b}?",
    verify: "Verificar",
    cancel: "Cancelar",
    hint: "Esta comprobación mantiene alejadas las solicitudes automáticas.",
  },
  fr: {
    title: "Vérifiez que vous êtes humain",
    question: "Combien font {a} + {b} ?",
    verify: "Vérifier",
    cancel: "Annuler",
    hint: "Cette vérification écarte les requêtes automatisées.",
  },
  de: {
    title: "Bestätigen Sie, dass Sie ein Mensch sind",
    question: "Wie viel ist {a} + {b}?",
    verify: "Bestätigen",
    cancel: "Abbrechen",
    hint: "Diese Prüfung hält automatisierte Anfragen fern.",
  },
});
