/**
 * The words of the error catalogue (spec §8) in every interface language. Machines keep an error
 * as data; `src/errors/catalogue.ts` decides how it shows (toast, message, field error) and which
 * text it says; these tables say that text in the shopper's language. The English table is the
 * catalogue's own `Texts`, the spec's sentences character for character.
 *
 * ```tsx
 * const errorText = useErrorText();
 * {codeError !== null && <FieldError>{errorText(codeError)}</FieldError>}
 * ```
 */

import { type CatalogueText, type CatalogueTextKey, Texts, textOf } from "@errors/catalogue";
import type { ErrorData } from "@errors/data";
import { useSelector } from "@xstate/react";
import { useCallback } from "react";
import { useRoot } from "../system";
import { defineMessages, fill, type InterfaceLanguage, type Messages, useLanguage } from "./index";

export const errorMessages: Messages<CatalogueTextKey> = defineMessages<CatalogueTextKey>({
  en: Texts,
  es: {
    limitExceeded:
      "Límite superado, inténtalo de nuevo en un rato. Si vuelve a ocurrir, escríbenos a {email}. Gracias por tu paciencia.",
    loginLockout:
      "Por motivos de seguridad, el acceso a la página de inicio de sesión se ha desactivado temporalmente tras varios intentos fallidos. Espera 1 hora y vuelve a intentarlo.",
    balanceForeignStore:
      "Comprueba la URL de la campaña indicada en \u2018Consultar saldo del código de recompensa\u2019, en la esquina superior derecha de la pantalla",
    balanceNotNumeric: "¡algo salió mal!",
    balanceCodeUsed: "El código de recompensa introducido ya se ha utilizado",
    balanceLookupFailed: "El código introducido no es válido. ¡Inténtalo de nuevo!",
    trackOrderInvalidOrderId: "El número de pedido no es válido. Inténtalo de nuevo",
    trackOrderInvalidContact: "Los datos de contacto principales no son válidos. Inténtalo de nuevo.",
    somethingWentWrongDot: "Algo salió mal.",
    somethingWentWrong: "Algo salió mal",
    singleUnitProduct: "No puedes añadir varios productos de monedero móvil al carrito.",
    invalidMobileNumber: "El número de móvil debe tener entre 7 y 16 dígitos",
    captchaFailed: "Completa el captcha para continuar.",
    identityRequired: "Introduce tu correo electrónico o número de móvil.",
    passwordRequired: "Introduce tu contraseña.",
    otpRequired: "Introduce el OTP.",
    codeCurrencyMismatch:
      "Este código de recompensa está en {codeCurrency} y no puede pagar un carrito en {cartCurrency}.",
  },
  fr: {
    limitExceeded:
      "Limite dépassée, veuillez réessayer dans un moment. Si le problème persiste, écrivez à {email}. Merci de votre patience.",
    loginLockout:
      "Pour des raisons de sécurité, l'accès à la page de connexion est temporairement désactivé après plusieurs tentatives échouées. Veuillez patienter 1 heure et réessayer.",
    balanceForeignStore:
      "Vérifiez l'URL de la campagne indiquée sous \u2018Vérifier le solde du code de récompense\u2019, en haut à droite de votre écran",
    balanceNotNumeric: "une erreur s'est produite !",
    balanceCodeUsed: "Le code de récompense saisi a déjà été utilisé",
    balanceLookupFailed: "Le code saisi n'est pas valide. Réessayez !",
    trackOrderInvalidOrderId: "Numéro de commande non valide. Veuillez réessayer",
    trackOrderInvalidContact: "Coordonnées principales non valides. Veuillez réessayer.",
    somethingWentWrongDot: "Une erreur s'est produite.",
    somethingWentWrong: "Une erreur s'est produite",
    singleUnitProduct: "Vous ne pouvez pas ajouter plusieurs produits de portefeuille mobile au panier.",
    invalidMobileNumber: "Le numéro de mobile doit comporter entre 7 et 16 chiffres",
    captchaFailed: "Veuillez compléter le captcha pour continuer.",
    identityRequired: "Veuillez saisir votre adresse e-mail ou votre numéro de mobile.",
    passwordRequired: "Veuillez saisir votre mot de passe.",
    otpRequired: "Veuillez saisir l'OTP.",
    codeCurrencyMismatch:
      "Ce code de récompense est en {codeCurrency} et ne peut pas payer un panier en {cartCurrency}.",
  },
  de: {
    limitExceeded:
      "Limit überschritten, bitte versuchen Sie es in Kürze erneut. Falls es wieder passiert, schreiben Sie an {email}. Vielen Dank für Ihre Geduld.",
    loginLockout:
      "Aus Sicherheitsgründen ist die Anmeldeseite nach mehreren fehlgeschlagenen Versuchen vorübergehend gesperrt. Bitte warten Sie 1 Stunde und versuchen Sie es erneut.",
    balanceForeignStore:
      "Bitte prüfen Sie die Kampagnen-URL unter \u2018Guthaben des Prämiencodes prüfen\u2019 oben rechts auf Ihrem Bildschirm",
    balanceNotNumeric: "etwas ist schiefgelaufen!",
    balanceCodeUsed: "Der eingegebene Prämiencode wurde bereits verwendet",
    balanceLookupFailed: "Der eingegebene Code ist ungültig. Versuchen Sie es erneut!",
    trackOrderInvalidOrderId: "Ungültige Bestellnummer. Bitte versuchen Sie es erneut",
    trackOrderInvalidContact: "Ungültige primäre Kontaktdaten. Bitte versuchen Sie es erneut.",
    somethingWentWrongDot: "Etwas ist schiefgelaufen.",
    somethingWentWrong: "Etwas ist schiefgelaufen",
    singleUnitProduct: "Sie können nicht mehrere Mobile-Wallet-Produkte in den Warenkorb legen.",
    invalidMobileNumber: "Die Mobilnummer muss 7 bis 16 Ziffern haben",
    captchaFailed: "Bitte lösen Sie das Captcha, um fortzufahren.",
    identityRequired: "Bitte geben Sie Ihre E-Mail-Adresse oder Mobilnummer ein.",
    passwordRequired: "Bitte geben Sie Ihr Passwort ein.",
    otpRequired: "Bitte geben Sie das OTP ein.",
    codeCurrencyMismatch:
      "Dieser Prämiencode lautet auf {codeCurrency} und kann keinen Warenkorb in {cartCurrency} bezahlen.",
  },
});

/** A catalogue text in `language`, `{email}` filled with the support address (spec §8). */
export const sayText = (text: CatalogueText, language: InterfaceLanguage, supportEmail: string): string =>
  "server" in text
    ? text.server
    : fill(errorMessages[language][text.key], { email: supportEmail, ...text.values });

/** Says catalogue texts in the interface language. */
export const useCatalogueText = (): ((text: CatalogueText) => string) => {
  const language = useLanguage();
  const supportEmail = useSelector(useRoot(), (s) => s.context.supportEmail);
  return useCallback((text) => sayText(text, language, supportEmail), [language, supportEmail]);
};

/** Says what an error shows as text (its toast, message or field text) in the interface language. */
export const useErrorText = (): ((error: ErrorData) => string) => {
  const say = useCatalogueText();
  return useCallback((error) => say(textOf(error)), [say]);
};
