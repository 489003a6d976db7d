import { AboutConsole } from '../features/about/components/AboutConsole';

export default function AboutConsolePage() {
  return <AboutConsole />;
}
