import type { Company } from '../../companies/schemas';
import { builder, fixedId } from '../builders';

const companyId = (n: number) => fixedId('c0a00000', n);

export const buildCompany = builder<Company>(() => ({
  _id: companyId(1),
  name: 'Brightline Media',
  email: 'office@brightline.example.com',
  phone: '2125550301',
  address: '350 Fifth Avenue, New York, NY 10118',
  active: true,
  role: 'company',
}));

export const companies: Company[] = [
  buildCompany(),
  buildCompany({
    _id: companyId(2),
    name: 'Cora Hayes',
    email: 'company@example.com',
    phone: '2125550107',
    address: '1 Liberty Plaza, New York, NY 10006',
  }),
  buildCompany({
    _id: companyId(3),
    name: 'Harbor Health Clinic',
    email: 'front.desk@harborhealth.example.com',
    phone: '2125550303',
    address: '210 East 64th Street, New York, NY 10065',
    active: false,
  }),
  buildCompany({
    _id: companyId(4),
    name: 'Northwind Traders',
    email: 'hello@northwind.example.com',
    phone: '2125550302',
    address: '77 Water Street, New York, NY 10005',
  }),
];
