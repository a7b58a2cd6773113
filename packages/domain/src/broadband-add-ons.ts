/** Add-on types of spec section 3, named for people. */
const ADD_ON_NAMES: Readonly<Record<string, string>> = {
  callingpack: 'Calling pack',
  static_ip: 'Static IP address',
  mobile2_wbb_addon: 'Wireless broadband backup',
  amazonprimevideo: 'Amazon Prime Video',
  ata_pots_rental: 'Phone adapter rental',
  fibervoice_rental: 'Fibre phone adapter rental',
  siptrunk_ddi: 'Extra direct-dial number',
  email: 'Email',
};

/** An add-on's name; an unknown type shows as it is rather than disappearing. */
export function addOnName(service: string): string {
  return ADD_ON_NAMES[service] ?? service;
}
