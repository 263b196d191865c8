/**
 * What marks a lead as made by this front end (behaviour §3): the UI tag its tags begin with and its lead source.
 * Read by the web app's lead create and by the contract kit's journeys, which make leads as the front end does.
 */
export const UI_TAG = 'application-frontend';
export const LEAD_SOURCE = 'web';
