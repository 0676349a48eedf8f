/**
 * What an order answers the shopper when it is refused, in each language the API answers in
 * (../../core/language.ts): the pricing of its lines (./pricing.ts), its section bookings (spec
 * §3 Cart sections), the reward codes and balances that pay for it, and its payment (./checkout.ts).
 * The member id's refusals are the miles texts (./miles.ts). Refusals of a request no storefront
 * sends (a malformed amount, a reused idempotency key) stay in English where they are written.
 */
import { type ApiLanguage, inLanguage, type PerLanguage } from "../../core/language";

export interface OrderTextTable {
  // The lines (./pricing.ts).
  readonly notInCatalogue: (productId: number) => string;
  readonly soldIn: (name: string, productId: number, sold: string, currency: string) => string;
  readonly notAValue: (value: string, name: string, productId: number, allowed: string) => string;
  readonly noValidPrice: (name: string, productId: number) => string;
  readonly quantityTooLarge: (name: string, productId: number) => string;
  /** Between the lowest and highest amount a product is sold at. */
  readonly range: (min: string, max: string) => string;
  // The section bookings (spec §3 Cart sections).
  readonly unknownGroup: (filterGroupId: number) => string;
  readonly otherCurrency: (name: string, priced: string, currency: string) => string;
  readonly priceChanged: (name: string, price: string) => string;
  readonly twice: (name: string) => string;
  readonly awaitingPayment: (name: string) => string;
  // The order (./checkout.ts).
  readonly guestEmail: string;
  readonly oneCurrency: string;
  readonly currencyNotSettled: (currency: string) => string;
  readonly totalTooLarge: string;
  readonly oneCountry: string;
  readonly addressNeeded: string;
  readonly gatewayDisabled: (productId: number) => string;
  readonly noProviderNeeded: string;
  readonly providerCurrency: (provider: string, currency: string) => string;
  readonly splitMismatch: (paid: string, total: string) => string;
  readonly logInForBalances: string;
  readonly balancesCurrency: (currency: string) => string;
  readonly pointsShort: string;
  readonly gcbShort: string;
  readonly tokensShort: string;
  // The reward codes that pay for it.
  readonly codeTwice: (code: string) => string;
  readonly codeInvalid: (code: string) => string;
  readonly codeOtherStore: (code: string) => string;
  readonly codeInactive: (code: string) => string;
  readonly codeExpired: (code: string) => string;
  readonly codeCurrency: (code: string, currency: string) => string;
  readonly codeBalance: (code: string) => string;
}

export const OrderTexts: PerLanguage<OrderTextTable> = {
  en: {
    notInCatalogue: (productId) => `Product ${productId} is not in this store's catalogue.`,
    soldIn: (name, productId, sold, currency) =>
      `${name} (product ${productId}) is sold in ${sold}, not ${currency}.`,
    notAValue: (value, name, productId, allowed) =>
      `${value} is not a value of ${name} (product ${productId}): choose ${allowed}.`,
    noValidPrice: (name, productId) => `${name} (product ${productId}) has no valid price.`,
    quantityTooLarge: (name, productId) => `The quantity of ${name} (product ${productId}) is too large.`,
    range: (min, max) => `${min} to ${max}`,
    unknownGroup: (filterGroupId) => `Bookings of filter group ${filterGroupId} cannot be ordered here.`,
    otherCurrency: (name, priced, currency) => `${name} is priced in ${priced}, not ${currency}.`,
    priceChanged: (name, price) =>
      `The price of ${name} is now ${price}: review it in the cart before paying.`,
    twice: (name) => `${name} is named twice in this order: each booking is bought once.`,
    awaitingPayment: (name) =>
      `${name} is already in another order that awaits its payment. Complete or cancel that payment first, or try again once it has expired.`,
    guestEmail: "Enter a valid e-mail address: the order is tracked and confirmed by it.",
    oneCurrency: "All cart lines must be in one currency.",
    currencyNotSettled: (currency) => `Payments in ${currency} are not supported.`,
    totalTooLarge: "The order total is too large.",
    oneCountry: "Merchandise of one order is delivered in one country.",
    addressNeeded: "A merchandise order needs a delivery address.",
    gatewayDisabled: (productId) =>
      `The payment gateway is disabled for product ${productId}: pay the whole amount with points, balances or reward codes.`,
    noProviderNeeded: "Nothing is left to pay, so no payment provider is needed.",
    providerCurrency: (provider, currency) =>
      `The payment provider ${provider} does not take payments in ${currency}.`,
    splitMismatch: (paid, total) => `The payment split (${paid}) does not match the order total (${total}).`,
    logInForBalances: "Log in to pay with points, gift-card balance or tokens.",
    balancesCurrency: (currency) => `Your balances cannot pay in ${currency}.`,
    pointsShort: "Not enough points for this order.",
    gcbShort: "Not enough gift-card balance for this order.",
    tokensShort: "Not enough tokens for this order.",
    codeTwice: (code) => `Reward code ${code} is applied twice.`,
    codeInvalid: (code) => `Reward code ${code} is invalid.`,
    codeOtherStore: (code) => `Reward code ${code} does not belong to this store.`,
    codeInactive: (code) => `Reward code ${code} is not active.`,
    codeExpired: (code) => `Reward code ${code} has expired.`,
    codeCurrency: (code, currency) => `Reward code ${code} cannot pay in ${currency}.`,
    codeBalance: (code) => `Reward code ${code} does not have enough balance.`,
  },
  es: {
    notInCatalogue: (productId) => `El producto ${productId} no está en el catálogo de esta tienda.`,
    soldIn: (name, productId, sold, currency) =>
      `${name} (producto ${productId}) se vende en ${sold}, no en ${currency}.`,
    notAValue: (value, name, productId, allowed) =>
      `${value} no es un valor de ${name} (producto ${productId}): elige ${allowed}.`,
    noValidPrice: (name, productId) => `${name} (producto ${productId}) no tiene un precio válido.`,
    quantityTooLarge: (name, productId) =>
      `La cantidad de ${name} (producto ${productId}) es demasiado grande.`,
    range: (min, max) => `de ${min} a ${max}`,
    unknownGroup: (filterGroupId) => `Las reservas del grupo ${filterGroupId} no se pueden pedir aquí.`,
    otherCurrency: (name, priced, currency) => `${name} tiene su precio en ${priced}, no en ${currency}.`,
    priceChanged: (name, price) =>
      `El precio de ${name} ahora es ${price}: revísalo en el carrito antes de pagar.`,
    twice: (name) => `${name} aparece dos veces en este pedido: cada reserva se compra una sola vez.`,
    awaitingPayment: (name) =>
      `${name} ya está en otro pedido pendiente de pago. Completa o cancela antes ese pago, o vuelve a intentarlo cuando haya caducado.`,
    guestEmail: "Introduce un correo electrónico válido: el pedido se sigue y se confirma con él.",
    oneCurrency: "Todas las líneas del carrito deben estar en la misma moneda.",
    currencyNotSettled: (currency) => `No se admiten pagos en ${currency}.`,
    totalTooLarge: "El total del pedido es demasiado grande.",
    oneCountry: "La mercancía de un pedido se entrega en un solo país.",
    addressNeeded: "Un pedido de mercancía necesita una dirección de entrega.",
    gatewayDisabled: (productId) =>
      `La pasarela de pago no está disponible para el producto ${productId}: paga el importe completo con puntos, saldos o códigos de recompensa.`,
    noProviderNeeded: "No queda nada por pagar, así que no hace falta un proveedor de pago.",
    providerCurrency: (provider, currency) =>
      `El proveedor de pago ${provider} no acepta pagos en ${currency}.`,
    splitMismatch: (paid, total) =>
      `El reparto del pago (${paid}) no coincide con el total del pedido (${total}).`,
    logInForBalances: "Inicia sesión para pagar con puntos, saldo de tarjetas regalo o tokens.",
    balancesCurrency: (currency) => `Tus saldos no pueden pagar en ${currency}.`,
    pointsShort: "No tienes puntos suficientes para este pedido.",
    gcbShort: "No tienes saldo de tarjetas regalo suficiente para este pedido.",
    tokensShort: "No tienes tokens suficientes para este pedido.",
    codeTwice: (code) => `El código de recompensa ${code} se ha aplicado dos veces.`,
    codeInvalid: (code) => `El código de recompensa ${code} no es válido.`,
    codeOtherStore: (code) => `El código de recompensa ${code} no pertenece a esta tienda.`,
    codeInactive: (code) => `El código de recompensa ${code} no está activo.`,
    codeExpired: (code) => `El código de recompensa ${code} ha caducado.`,
    codeCurrency: (code, currency) => `El código de recompensa ${code} no puede pagar en ${currency}.`,
    codeBalance: (code) => `El código de recompensa ${code} no tiene saldo suficiente.`,
  },
  fr: {
    notInCatalogue: (productId) => `Le produit ${productId} n'est pas au catalogue de cette boutique.`,
    soldIn: (name, productId, sold, currency) =>
      `${name} (produit ${productId}) est vendu en ${sold}, pas en ${currency}.`,
    notAValue: (value, name, productId, allowed) =>
      `${value} n'est pas une valeur de ${name} (produit ${productId}) : choisissez ${allowed}.`,
    noValidPrice: (name, productId) => `${name} (produit ${productId}) n'a pas de prix valide.`,
    quantityTooLarge: (name, productId) => `La quantité de ${name} (produit ${productId}) est trop grande.`,
    range: (min, max) => `de ${min} à ${max}`,
    unknownGroup: (filterGroupId) =>
      `Les réservations du groupe ${filterGroupId} ne peuvent pas être commandées ici.`,
    otherCurrency: (name, priced, currency) => `${name} est tarifé en ${priced}, pas en ${currency}.`,
    priceChanged: (name, price) =>
      `Le prix de ${name} est maintenant de ${price} : vérifiez-le dans le panier avant de payer.`,
    twice: (name) =>
      `${name} figure deux fois dans cette commande : chaque réservation s'achète une seule fois.`,
    awaitingPayment: (name) =>
      `${name} est déjà dans une autre commande en attente de paiement. Terminez ou annulez d'abord ce paiement, ou réessayez une fois qu'il a expiré.`,
    guestEmail: "Saisissez une adresse e-mail valide : la commande est suivie et confirmée grâce à elle.",
    oneCurrency: "Toutes les lignes du panier doivent être dans la même devise.",
    currencyNotSettled: (currency) => `Les paiements en ${currency} ne sont pas acceptés.`,
    totalTooLarge: "Le total de la commande est trop élevé.",
    oneCountry: "La marchandise d'une commande est livrée dans un seul pays.",
    addressNeeded: "Une commande de marchandise nécessite une adresse de livraison.",
    gatewayDisabled: (productId) =>
      `Le paiement en ligne n'est pas disponible pour le produit ${productId} : payez la totalité avec des points, des soldes ou des codes de récompense.`,
    noProviderNeeded: "Il ne reste rien à payer : aucun prestataire de paiement n'est nécessaire.",
    providerCurrency: (provider, currency) =>
      `Le prestataire de paiement ${provider} n'accepte pas les paiements en ${currency}.`,
    splitMismatch: (paid, total) =>
      `La répartition du paiement (${paid}) ne correspond pas au total de la commande (${total}).`,
    logInForBalances: "Connectez-vous pour payer avec des points, un solde de cartes cadeaux ou des jetons.",
    balancesCurrency: (currency) => `Vos soldes ne peuvent pas payer en ${currency}.`,
    pointsShort: "Vous n'avez pas assez de points pour cette commande.",
    gcbShort: "Votre solde de cartes cadeaux est insuffisant pour cette commande.",
    tokensShort: "Vous n'avez pas assez de jetons pour cette commande.",
    codeTwice: (code) => `Le code de récompense ${code} est appliqué deux fois.`,
    codeInvalid: (code) => `Le code de récompense ${code} n'est pas valide.`,
    codeOtherStore: (code) => `Le code de récompense ${code} n'appartient pas à cette boutique.`,
    codeInactive: (code) => `Le code de récompense ${code} n'est pas actif.`,
    codeExpired: (code) => `Le code de récompense ${code} a expiré.`,
    codeCurrency: (code, currency) => `Le code de récompense ${code} ne peut pas payer en ${currency}.`,
    codeBalance: (code) => `Le solde du code de récompense ${code} est insuffisant.`,
  },
  de: {
    notInCatalogue: (productId) => `Produkt ${productId} ist nicht im Katalog dieses Shops.`,
    soldIn: (name, productId, sold, currency) =>
      `${name} (Produkt ${productId}) wird in ${sold} verkauft, nicht in ${currency}.`,
    notAValue: (value, name, productId, allowed) =>
      `${value} ist kein Wert von ${name} (Produkt ${productId}): Wähle ${allowed}.`,
    noValidPrice: (name, productId) => `${name} (Produkt ${productId}) hat keinen gültigen Preis.`,
    quantityTooLarge: (name, productId) => `Die Menge von ${name} (Produkt ${productId}) ist zu groß.`,
    range: (min, max) => `${min} bis ${max}`,
    unknownGroup: (filterGroupId) =>
      `Buchungen der Gruppe ${filterGroupId} können hier nicht bestellt werden.`,
    otherCurrency: (name, priced, currency) => `${name} hat seinen Preis in ${priced}, nicht in ${currency}.`,
    priceChanged: (name, price) =>
      `Der Preis von ${name} beträgt jetzt ${price}: Prüfe ihn im Warenkorb, bevor du bezahlst.`,
    twice: (name) => `${name} steht zweimal in dieser Bestellung: Jede Buchung wird nur einmal gekauft.`,
    awaitingPayment: (name) =>
      `${name} ist bereits in einer anderen Bestellung, die auf ihre Zahlung wartet. Schließe diese Zahlung zuerst ab oder brich sie ab, oder versuche es erneut, wenn sie abgelaufen ist.`,
    guestEmail: "Gib eine gültige E-Mail-Adresse ein: Über sie wird die Bestellung verfolgt und bestätigt.",
    oneCurrency: "Alle Zeilen im Warenkorb müssen in einer Währung sein.",
    currencyNotSettled: (currency) => `Zahlungen in ${currency} werden nicht unterstützt.`,
    totalTooLarge: "Die Bestellsumme ist zu groß.",
    oneCountry: "Die Waren einer Bestellung werden in ein Land geliefert.",
    addressNeeded: "Eine Warenbestellung braucht eine Lieferadresse.",
    gatewayDisabled: (productId) =>
      `Die Kartenzahlung ist für Produkt ${productId} nicht möglich: Bezahle den ganzen Betrag mit Punkten, Guthaben oder Prämiencodes.`,
    noProviderNeeded: "Es ist nichts mehr zu bezahlen, daher wird kein Zahlungsanbieter gebraucht.",
    providerCurrency: (provider, currency) =>
      `Der Zahlungsanbieter ${provider} nimmt keine Zahlungen in ${currency} an.`,
    splitMismatch: (paid, total) =>
      `Die Aufteilung der Zahlung (${paid}) passt nicht zur Bestellsumme (${total}).`,
    logInForBalances: "Melde dich an, um mit Punkten, Geschenkkartenguthaben oder Tokens zu bezahlen.",
    balancesCurrency: (currency) => `Dein Guthaben kann nicht in ${currency} bezahlen.`,
    pointsShort: "Nicht genug Punkte für diese Bestellung.",
    gcbShort: "Nicht genug Geschenkkartenguthaben für diese Bestellung.",
    tokensShort: "Nicht genug Tokens für diese Bestellung.",
    codeTwice: (code) => `Der Prämiencode ${code} wurde zweimal angewendet.`,
    codeInvalid: (code) => `Der Prämiencode ${code} ist ungültig.`,
    codeOtherStore: (code) => `Der Prämiencode ${code} gehört nicht zu diesem Shop.`,
    codeInactive: (code) => `Der Prämiencode ${code} ist nicht aktiv.`,
    codeExpired: (code) => `Der Prämiencode ${code} ist abgelaufen.`,
    codeCurrency: (code, currency) => `Der Prämiencode ${code} kann nicht in ${currency} bezahlen.`,
    codeBalance: (code) => `Der Prämiencode ${code} hat nicht genug Guthaben.`,
  },
};

/** The order texts in `language`. */
export const orderTextsIn = (language: ApiLanguage): OrderTextTable => inLanguage(OrderTexts, language);
