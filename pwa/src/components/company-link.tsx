import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The link to the page of the company behind a house; nothing when no company is known. */
export function CompanyLink({ companyId, companyName }: { companyId: number | null; companyName: string }) {
  if (companyId === null) return null;
  return (
    <Link asChild className="sh-link-target" color="teal.800" fontWeight="medium">
      <RouterLink to={`/company/${companyId}`}>{companyName}</RouterLink>
    </Link>
  );
}
