import { Anchor, List, Text } from '@mantine/core';
import { TitledSection } from '../../../shared/ui/titled-section';

/** Free help for anyone struggling to pay (decision 061 says how each was checked). */
const AGENCIES = [
  {
    name: 'MoneyTalks',
    phone: '0800 345 123',
    what: 'free financial helpline: budgeting, debt and money worries',
  },
  {
    name: 'Work and Income',
    phone: '0800 559 009',
    what: 'may help with power, phone or internet costs you cannot meet',
  },
  {
    name: 'Citizens Advice Bureau',
    phone: '0800 367 222',
    what: 'free, confidential information and advice on anything',
  },
  {
    name: 'Utilities Disputes Tautohetohe',
    phone: '0800 223 340',
    what: 'free, independent help with a complaint about power you cannot settle with us',
  },
  {
    name: 'Telecommunications Dispute Resolution',
    phone: '0508 98 98 98',
    what: 'free, independent help with a complaint about broadband, mobile or landline',
  },
] as const;

const telHref = (phone: string) => `tel:${phone.replaceAll(' ', '')}`;

export function SupportAgencies() {
  return (
    <TitledSection
      title="Free, confidential help"
      description="These services are free and independent of us."
    >
      <List spacing="xs" size="sm">
        {AGENCIES.map((agency) => (
          <List.Item key={agency.name}>
            <Text span fw={600} size="sm">
              {agency.name}
            </Text>{' '}
            <Anchor href={telHref(agency.phone)} size="sm" underline="always">
              {agency.phone}
            </Anchor>
            : {agency.what}.
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="sm">
        You can also name someone you trust, such as a family member or budget adviser, as an
        alternate contact. We then tell them too when you have trouble paying, so they can help.
      </Text>
    </TitledSection>
  );
}
