import { notOfferedText } from "../catalogue/queries";

/** What the hotel simulator answers when it refuses a stay, an itinerary or a booking. */
export const HotelTexts = {
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
} as const;
