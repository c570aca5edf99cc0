import { browserApiContext } from './shared/api/api-context';
import { startClient } from './app/start-client';
import './styles/global.css';

void startClient(document, browserApiContext);
