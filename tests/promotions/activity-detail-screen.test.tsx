// Applying to a promotion over the real demo platform: the spec's messages and the status change.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../msw-server';
import { renderOverPlatform } from '../platform-app';

beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => server.close());
const slow = { timeout: 8000 };
const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('/m/activity/:id apply', () => {
  it('refuses a gif, a 6MB image and a fourth image with the spec messages, then applies', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderOverPlatform('/m/activity/A104', { as: 'demoplayer' });
    const input = await screen.findByLabelText(/Images/, undefined, slow);
    await user.upload(input, file('a.gif', 'image/gif', 10));
    expect(await screen.findByText('Only acceptable png/jpg')).toBeInTheDocument();
    await user.upload(input, file('big.png', 'image/png', 6 * MB));
    expect(await screen.findByText('The image maximum size is 5MB')).toBeInTheDocument();
    await user.upload(input, [file('1.png', 'image/png', 10), file('2.jpg', 'image/jpeg', 10), file('3.png', 'image/png', 10)]);
    await user.upload(input, file('4.png', 'image/png', 10));
    expect(await screen.findByText("Can't accept upload more than 3 images")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Comment'), 'Ticket 123');
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Application successful', undefined, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Status')).toHaveTextContent('Applying'), slow);
  });
});
