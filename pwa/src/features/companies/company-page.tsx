import {
  Badge,
  Box,
  Button,
  ButtonGroup,
  Card,
  Container,
  Flex,
  Heading,
  HStack,
  Image,
  Link,
  LinkOverlay,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import type { Company } from '@stagehouse/shared/company.schema';
import { formatUsd } from '@stagehouse/shared/money';
import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageSpinner } from '../../components/page-spinner';
import { ApiError, messageOf } from '../../lib/api';
import { useCategoryName } from '../../lib/categories';
import { useServerData } from '../../lib/server-data';
import { companyQuery } from './companies-api';
import { Rating } from './rating';

type FurnitureFilter = 'all' | 'available' | 'sold';
const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function FurnitureTab({ company }: { company: Company }) {
  const [filter, setFilter] = useState<FurnitureFilter>('all');
  const items = company.furniture.filter((f) => filter === 'all' || f.status === filter);
  const categoryName = useCategoryName();
  return (
    <Stack gap="4">
      <ButtonGroup size="sm" variant="outline" attached role="group" aria-label="Show furniture">
        {(['all', 'available', 'sold'] as const).map((f) => (
          <Button
            key={f}
            aria-pressed={filter === f}
            variant={filter === f ? 'solid' : 'outline'}
            colorPalette="teal"
            onClick={() => setFilter(f)}
          >
            {f === 'all' ? 'All' : f === 'available' ? 'Available' : 'Sold'}
          </Button>
        ))}
      </ButtonGroup>
      {items.length === 0 ? (
        <Text>No furniture here yet.</Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" data-testid="company-furniture">
          {items.map((item) => (
            <Card.Root as="li" key={item.id} bg="white" overflow="hidden" position="relative" _hover={{ shadow: 'md' }}>
              <Box aspectRatio={3 / 2} bg="gray.100">
                {item.image ? (
                  <Image src={item.image} alt={item.title} width={600} height={400} loading="lazy" objectFit="cover" w="full" h="full" />
                ) : (
                  <Flex h="full" align="center" justify="center" color="gray.600">
                    <ImageOff aria-hidden />
                  </Flex>
                )}
              </Box>
              <Card.Body gap="1" p="4">
                <HStack justify="space-between">
                  <Heading as="h3" size="sm">
                    <LinkOverlay asChild className="sh-link-target">
                      <RouterLink to={`/piece/${item.id}`}>{item.title}</RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Badge colorPalette={item.status === 'sold' ? 'green' : 'teal'} textTransform="capitalize">
                    {item.status}
                  </Badge>
                </HStack>
                <Text fontWeight="bold">{formatUsd(item.price)}</Text>
                <Text fontSize="sm" color="gray.700">
                  {[item.category && categoryName(item.category), item.dimensions, `listed ${formatDate(item.listedDate)}`]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

const SideCard = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <Card.Root as="section" bg="white" size="sm">
    <Card.Header>
      <Heading as="h2" size="md">
        {title}
      </Heading>
    </Card.Header>
    <Card.Body gap="1">{children}</Card.Body>
  </Card.Root>
);

export function CompanyPage() {
  const id = Number(useParams().companyId);
  const company = useQuery({ ...companyQuery(id), initialData: useServerData('company', { params: { companyId: id } }) ?? undefined });
  if (company.isPending) return <PageSpinner label="Loading company" />;
  if (company.isError) {
    const missing = company.error instanceof ApiError && company.error.status === 404;
    return (
      <Container maxW="xl" py="16" textAlign="center">
        <title>Company not found | Stagehouse</title>
        <Heading as="h1" size="2xl" mb="3">
          {missing ? 'Company Not Found' : 'Could not load this company'}
        </Heading>
        <Text mb="6">{missing ? "The company you're looking for doesn't exist." : messageOf(company.error)}</Text>
        <Button asChild colorPalette="teal">
          <RouterLink to="/browse-companies">Browse Companies</RouterLink>
        </Button>
      </Container>
    );
  }
  const c = company.data;
  return (
    <Container maxW="7xl" py="6">
      <title>{`${c.name} | Stagehouse`}</title>
      <Stack gap="1" mb="6">
        <HStack gap="3" flexWrap="wrap">
          <Heading as="h1" size="2xl" color="teal.900">
            {c.name}
          </Heading>
          <Badge>{c.type === 'stager' ? 'Stager' : 'Realtor'}</Badge>
          {c.isPlusSubscriber && <Badge colorPalette="purple">Plus</Badge>}
        </HStack>
        <Text color="gray.700">
          {c.location} · member since {formatDate(c.joinedDate)}
        </Text>
      </Stack>
      <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="start">
        <Box flex="3" minW="0" w="full">
          <Tabs.Root defaultValue="furniture" variant="line" colorPalette="teal">
            <Tabs.List>
              <Tabs.Trigger value="furniture">Furniture</Tabs.Trigger>
              <Tabs.Trigger value="about">About</Tabs.Trigger>
              <Tabs.Trigger value="reviews">Reviews</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="furniture">
              <FurnitureTab company={c} />
            </Tabs.Content>
            <Tabs.Content value="about">
              <Stack gap="3">
                <Text>{c.description || 'This company has not written a description yet.'}</Text>
                {c.specialties.length > 0 && <Text>Specialties: {c.specialties.join(', ')}</Text>}
                {c.certifications.length > 0 && <Text>Certifications: {c.certifications.join(', ')}</Text>}
                {c.serviceAreas.length > 0 && <Text>Service areas: {c.serviceAreas.join(', ')}</Text>}
                <Text>Team size: {c.teamSize}</Text>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="reviews">
              {c.reviews.length === 0 ? (
                <Text>No reviews yet.</Text>
              ) : (
                <Stack as="ul" gap="3" listStyleType="none">
                  {c.reviews.map((r) => (
                    <Card.Root as="li" key={r.id} bg="white" size="sm">
                      <Card.Body gap="1">
                        <HStack justify="space-between">
                          <Text fontWeight="semibold">
                            {r.buyerName} {r.verified && <Badge colorPalette="green">Verified buyer</Badge>}
                          </Text>
                          <Text aria-label={`${r.rating} out of 5`}>{'★'.repeat(r.rating)}</Text>
                        </HStack>
                        <Text>{r.comment}</Text>
                        <Text fontSize="sm" color="gray.700">
                          {formatDate(r.date)}
                        </Text>
                      </Card.Body>
                    </Card.Root>
                  ))}
                </Stack>
              )}
            </Tabs.Content>
          </Tabs.Root>
        </Box>
        <Stack flex="1" gap="4" w="full">
          <SideCard title="Rating">
            <Rating value={c.rating} count={c.reviewCount} />
          </SideCard>
          <SideCard title="Contact">
            {c.phone && <Text>{c.phone}</Text>}
            {c.email && (
              <Link href={`mailto:${c.email}`} className="sh-link-target" color="teal.800">
                {c.email}
              </Link>
            )}
            {c.website && (
              <Link href={c.website} className="sh-link-target" color="teal.800" target="_blank" rel="noopener noreferrer">
                {c.website.replace(/^https?:\/\//, '')}
              </Link>
            )}
            {!c.phone && !c.email && !c.website && <Text>No contact details yet.</Text>}
          </SideCard>
          <SideCard title="Performance">
            <Text>{c.activeListings} available now</Text>
            <Text>{c.soldItems} sold</Text>
            <Text>{c.stats.soldThisMonth} sold this month</Text>
            <Text>Average listing price {formatUsd(c.stats.avgListingPrice)}</Text>
            <Text>Responds {c.stats.avgResponseTime}</Text>
            <Text>{c.stats.repeatCustomers} repeat customers</Text>
          </SideCard>
        </Stack>
      </Flex>
    </Container>
  );
}
