import { type ApiLanguage, everyLanguage, type PerLanguage, storedTexts } from "../../core/language";
import { notOfferedText } from "../catalogue/queries";

interface HotelTextTable {
  readonly rooms: string;
  readonly guests: string;
  readonly dates: string;
  readonly past: string;
  readonly tooLong: string;
  readonly notFound: string;
  readonly expired: string;
  readonly rateChanged: string;
  readonly booked: string;
  readonly guest: string;
  /** The catalogue's sentence for a family a site does not offer (in English only). */
  readonly notOffered: string;
  /** A refundable rate's cancellation policy, for a stay from `checkIn`. */
  readonly refundable: (checkIn: string) => string;
  readonly nonRefundable: string;
}

/**
 * What the hotel simulator answers when it refuses a stay, an itinerary or a booking, and a rate's
 * cancellation policy, in each language the API answers in (../../core/language.ts).
 */
export const HotelTexts: PerLanguage<HotelTextTable> = {
  en: {
    rooms: "Please choose between 1 and 5 rooms.",
    guests: "Each room takes 1 to 4 adults and up to 3 children.",
    dates: "The check-out date must be after the check-in date.",
    past: "The check-in date cannot be in the past.",
    tooLong: "A stay can be at most 30 nights.",
    notFound: "This hotel or room is no longer available.",
    expired: "Your room is no longer held: the itinerary has expired. Please choose the room again.",
    rateChanged: "The rate of this room has changed since you saw it. Please check the new total.",
    booked: "This itinerary has already been booked.",
    guest: "Please give the lead guest's first name, last name, e-mail address and phone number.",
    notOffered: notOfferedText("hotel"),
    refundable: (checkIn) =>
      `Free cancellation until 2 days before check-in; after that the first night is charged. Check-in ${checkIn}.`,
    nonRefundable: "Non-refundable: the full total is charged if cancelled.",
  },
  es: {
    rooms: "Elige entre 1 y 5 habitaciones.",
    guests: "Cada habitación admite de 1 a 4 adultos y hasta 3 niños.",
    dates: "La fecha de salida debe ser posterior a la de entrada.",
    past: "La fecha de entrada no puede estar en el pasado.",
    tooLong: "Una estancia puede durar como máximo 30 noches.",
    notFound: "Este hotel o esta habitación ya no están disponibles.",
    expired: "Tu habitación ya no está reservada: el itinerario ha caducado. Vuelve a elegir la habitación.",
    rateChanged: "La tarifa de esta habitación ha cambiado desde que la viste. Revisa el nuevo total.",
    booked: "Este itinerario ya está reservado.",
    guest: "Indica el nombre, los apellidos, el correo electrónico y el teléfono del huésped principal.",
    notOffered: notOfferedText("hotel"),
    refundable: (checkIn) =>
      `Cancelación gratuita hasta 2 días antes de la entrada; después se cobra la primera noche. Entrada el ${checkIn}.`,
    nonRefundable: "No reembolsable: si se cancela, se cobra el total.",
  },
  fr: {
    rooms: "Choisissez entre 1 et 5 chambres.",
    guests: "Chaque chambre accueille de 1 à 4 adultes et jusqu'à 3 enfants.",
    dates: "La date de départ doit être postérieure à la date d'arrivée.",
    past: "La date d'arrivée ne peut pas être passée.",
    tooLong: "Un séjour dure au plus 30 nuits.",
    notFound: "Cet hôtel ou cette chambre n'est plus disponible.",
    expired:
      "Votre chambre n'est plus réservée : l'itinéraire a expiré. Veuillez choisir à nouveau la chambre.",
    rateChanged:
      "Le tarif de cette chambre a changé depuis que vous l'avez vu. Veuillez vérifier le nouveau total.",
    booked: "Cet itinéraire a déjà été réservé.",
    guest: "Veuillez indiquer le prénom, le nom, l'adresse e-mail et le téléphone du client principal.",
    notOffered: notOfferedText("hotel"),
    refundable: (checkIn) =>
      `Annulation gratuite jusqu'à 2 jours avant l'arrivée ; ensuite, la première nuit est facturée. Arrivée le ${checkIn}.`,
    nonRefundable: "Non remboursable : le montant total est facturé en cas d'annulation.",
  },
  de: {
    rooms: "Bitte wähle 1 bis 5 Zimmer.",
    guests: "Jedes Zimmer bietet Platz für 1 bis 4 Erwachsene und bis zu 3 Kinder.",
    dates: "Das Abreisedatum muss nach dem Anreisedatum liegen.",
    past: "Das Anreisedatum darf nicht in der Vergangenheit liegen.",
    tooLong: "Ein Aufenthalt dauert höchstens 30 Nächte.",
    notFound: "Dieses Hotel oder Zimmer ist nicht mehr verfügbar.",
    expired:
      "Dein Zimmer ist nicht mehr reserviert: Die Reiseroute ist abgelaufen. Bitte wähle das Zimmer erneut.",
    rateChanged:
      "Der Preis dieses Zimmers hat sich geändert, seit du ihn gesehen hast. Bitte prüfe den neuen Gesamtbetrag.",
    booked: "Diese Reiseroute ist bereits gebucht.",
    guest: "Bitte gib Vorname, Nachname, E-Mail-Adresse und Telefonnummer des Hauptgastes an.",
    notOffered: notOfferedText("hotel"),
    refundable: (checkIn) =>
      `Kostenlose Stornierung bis 2 Tage vor der Anreise; danach wird die erste Nacht berechnet. Anreise am ${checkIn}.`,
    nonRefundable: "Nicht erstattungsfähig: Bei Stornierung wird der volle Betrag berechnet.",
  },
};

/** A rate's cancellation policy for a stay from `checkIn`, in `language`. */
export const policyIn = (language: ApiLanguage, refundable: boolean, checkIn: string): string =>
  refundable ? HotelTexts[language].refundable(checkIn) : HotelTexts[language].nonRefundable;

/** A policy as an itinerary stores it: its texts in every language. */
export const storedPolicy = (refundable: boolean, checkIn: string): string =>
  storedTexts(everyLanguage((language) => policyIn(language, refundable, checkIn)));
