/** The shop's own pick-up point near Warsaw, offered as the 'pick-up' shipment type in pl. */
export const PICK_UP_POINT = {
  street: "ul. Magazynowa 5",
  zip_code: "05-090",
  city: "Janki",
  maps_url: "https://www.google.com/maps/search/?api=1&query=ul.+Magazynowa+5,+05-090+Janki",
} as const;
