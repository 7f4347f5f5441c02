import { render } from 'preact';
import { App } from './App';
import { interceptLinks } from './lib/router';
import './styles.css';
import './accounts.css';

const root = document.getElementById('app')!;
interceptLinks(document.body);
render(<App />, root);
