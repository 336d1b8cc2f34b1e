/**
 * Access rules shared by the pharmacy route groups (guest-pharmacy, guest-pharmacy-documents). A
 * module of its own so neither group's route file (and Lambda bundle) imports the other's routes.
 */
import { ROLE } from '../roles/catalogue';
import { allOf } from './route';

/** Invoicing: the platform and invoicing roles (spec §6 "34 platform; 39 invoicing"), both required. */
export const invoicing = allOf(ROLE.pharmacyGuest, ROLE.pharmacyPlatform, ROLE.pharmacyInvoicing);
