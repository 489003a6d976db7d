import { NewsConsole } from '../features/news/components/NewsConsole';

export default function NewsConsolePage() {
  return <NewsConsole />;
}
