// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../button/Button';
import { Card } from '../card/Card';
import { Section } from '../section/Section';
import { Grid, Stack } from '../stack/Stack';
import { Page } from './Page';

afterEach(cleanup);

describe('Page, Section and Card', () => {
  it('give a page one h1, titled sections and card headings', () => {
    render(
      <Page
        eyebrow="Admin"
        title="Wards"
        subtitle="Wards of the selected constituency."
        actions={<Button>Create Ward</Button>}
      >
        <Section
          title="Ward list"
          description="Ten per page."
          actions={<Button variant="secondary">Refresh</Button>}
        >
          <Grid as="ul">
            <Card
              as="li"
              eyebrow="Ward"
              title="Asokwa"
              image={{ src: '/media/asokwa.jpg', alt: 'Asokwa ward office' }}
              footer={<span>3 branches</span>}
            >
              Office: Asokwa Market Road
            </Card>
          </Grid>
        </Section>
      </Page>,
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Wards']);
    expect(screen.getByText('Wards of the selected constituency.')).toBeDefined();
    const section = screen.getByRole('region', { name: 'Ward list' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Ward list' })).toBeDefined();
    expect(within(section).getByRole('button', { name: 'Refresh' })).toBeDefined();
    const card = within(section).getByRole('listitem');
    expect(within(card).getByRole('heading', { level: 3, name: 'Asokwa' })).toBeDefined();
    expect(within(card).getByRole('img', { name: 'Asokwa ward office' })).toBeDefined();
    expect(within(card).getByText('3 branches')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create Ward' })).toBeDefined();
  });

  it('leave an untitled section out of the landmarks', () => {
    render(
      <Section>
        <Stack direction="row" gap="2">
          <Button>Apply</Button>
          <Button variant="ghost">Reset</Button>
        </Stack>
      </Section>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });
});
