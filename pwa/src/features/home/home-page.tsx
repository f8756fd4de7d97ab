import { Box, Button, Card, Container, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { screenTexts } from '@stagehouse/shared/messages';
import { Armchair, Map } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

const cards = [
  { icon: Map, title: screenTexts.homeBrowseTitle, text: screenTexts.homeBrowseText, button: screenTexts.homeBrowseButton, to: '/map' },
  {
    icon: Armchair,
    title: screenTexts.homeListTitle,
    text: screenTexts.homeListText,
    button: screenTexts.homeListButton,
    to: '/list-furniture',
  },
];

export const HomePage = () => (
  <Container maxW="5xl" py={{ base: '8', md: '16' }}>
    <title>Stagehouse: staged furniture from open houses</title>
    <Box textAlign="center" mb="10">
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="teal.900" mb="3">
        Staged furniture from open houses
      </Heading>
      <Text fontSize="lg" color="gray.700">
        The furniture staging network of the Western United States.
      </Text>
      {/* A plain form: it searches even before the app has started. */}
      <form action="/shop" method="get" role="search" aria-label="Find a piece" className="sh-home-search">
        <label htmlFor="home-search" className="sh-visually-hidden">
          Find a piece
        </label>
        <input id="home-search" name="q" type="search" placeholder="Find a piece: sofa, oak table, lamp…" />
        <button type="submit" className="sh-button sh-button-solid">
          Search
        </button>
      </form>
    </Box>
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
      {cards.map(({ icon: Icon, title, text, button, to }) => (
        <Card.Root key={to} variant="elevated" bg="white">
          <Card.Header>
            <Icon aria-hidden size={36} color="#1f4e5f" />
            <Card.Title as="h2" fontSize="xl" mt="2">
              {title}
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <Card.Description color="gray.700" fontSize="md">
              {text}
            </Card.Description>
          </Card.Body>
          <Card.Footer>
            <Button asChild colorPalette="teal" size="lg">
              <RouterLink to={to}>{button}</RouterLink>
            </Button>
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
    <Text as="footer" textAlign="center" color="gray.700" mt="12" fontSize="sm">
      {screenTexts.footer}
    </Text>
  </Container>
);
