// Browser entry of the server-rendered public tag page (issue 5): hydrates only that page.
import './styles.css';
