/*
 * The billing address of account 30000001 (Ngata Household), as the seed holds it and as
 * PUT /api/accounts/{code}/billingDetails takes it: the server's tests send it back unchanged
 * (or with one part changed), the web's tests format it.
 */
export const arohasBillingAddress = {
  address1: '12 Kōwhai Street',
  address2: 'Ponsonby',
  address3: null,
  locationName: 'Auckland',
  state: 'Auckland',
  postCode: '1011',
  country: 'New Zealand',
};
