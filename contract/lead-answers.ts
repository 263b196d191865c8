/**
 * The applicant's answers in the lead (behaviour §3), one strict object per part of it: personal details, contact
 * details, income, other details, expenses, employer and a reference person. Shape and primitive types only,
 * like the rest of lead.ts.
 */
import { z } from 'zod';
import { bool, emailStr, num, phoneStr, str } from './lead-fields';

export const personalDetailsSchema = z.strictObject({
  firstName: str,
  middleName: str,
  lastName: str,
  secondLastName: str,
  gender: str,
  dateOfBirth: str,
  personalCode: str,
});

export const contactDetailsSchema = z.strictObject({
  email: emailStr,
  marketingConsents: bool,
  phoneNumber: phoneStr,
  postalCode: str,
  province: str,
  district: str,
  city: str,
  street: str,
  blockNumber: str,
  houseNumber: str,
  floor: str,
  flatNumber: str,
  municipality: str,
  suburb: str,
});

export const incomeDetailsSchema = z.strictObject({
  monthlyIncome: num,
  incomeSource: str,
  incomeContractStartedAt: str,
  incomeContractExpiresAt: str,
  incomePayday: str,
  jobArea: str,
  jobTitle: str,
  iban: str,
  bankName: str,
  usingOnlineBanking: bool,
  positionType: str,
  monthlyExtraIncome: num,
  workPhone: str,
  spouseMonthlyIncome: num,
  salaryCycle: str,
  salaryCycleValue: num,
  cofidisProfession: str,
  householdIncome: num,
  inTaxDebt: bool,
  inContributionDebt: bool,
  economicActivity: str,
  terminationPeriod: str,
  trialPeriod: bool,
  pensionPayer: str,
});

export const otherDetailsSchema = z.strictObject({
  loanPurpose: str,
  isPoliticallyExposed: bool,
  connectedToPep: bool,
  maritalStatus: str,
  education: str,
  housingTenure: str,
  housingTenureSinceDate: str,
  vehicleConsent: bool,
  hasVehicleDownPayment: bool,
  vehicleOwnership: str,
  vehicleMake: str,
  vehicleModel: str,
  vehicleRegistrationYear: num,
  vehicleLicensePlateNumber: str,
  isVehicleFinanced: bool,
  ibanConsent: bool,
  negativeCreditHistory: bool,
  numberOfDependants: num,
  numberOfDependantsOther: num,
  countryOfBirth: str,
  livingArea: str,
  citizenship: str,
  secondCitizenship: str,
  cityOfBirth: str,
  provinceOfBirth: str,
  idCardNumber: str,
  idCardIssuedAt: str,
  idCardIssuedAuthority: str,
  overdueDebtAmount: num,
  isInterestedInDebtConsolidation: bool,
  hasBankAccount: bool,
  hasProofOfIncome: bool,
  taxIdentificationNumber: str,
  numberOfInhabitants: num,
  pensionNumber: str,
  fieldRegistrationNumber: str,
  fieldSquareArea: num,
});

export const expensesSchema = z.strictObject({
  mortgageAmount: num,
  rentAmount: num,
  monthlyExpenses: num,
  monthlyCreditCommitments: num,
  hasOtherLoans: bool,
  totalDebtAmount: num,
  mortgageStartedAt: str,
  mortgageExpiresAt: str,
  monthlyMortgageAmount: num,
  householdExpenses: num,
});

export const employerSchema = z.strictObject({
  name: str,
  postalCode: str,
  province: str,
  city: str,
  street: str,
  houseNumber: str,
  taxRegistryCode: str,
});

export const referenceDetailsSchema = z.strictObject({ type: str, name: str, phoneNumber: phoneStr });
