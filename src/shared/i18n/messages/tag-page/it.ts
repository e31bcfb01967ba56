// tagPage: it.
import type { Messages } from '../../catalogue-types.ts';
import type { tagPageEn } from './en.ts';

export const tagPageIt = {
  // Issue 34: the child's photo for lost mode.
  photoHeading: 'Foto per la modalità smarrito',
  photoIntro: 'Compare sulla pagina di emergenza solo finché la modalità smarrito è attiva.',
  photoLabel: 'Scegli una foto',
  photoCurrent: 'La foto attuale',
  photoNone: 'Ancora nessuna foto.',
  photoRemove: 'Rimuovi foto',
  photoSaved: 'Foto salvata',
  photoRemoved: 'Foto rimossa',
  photoFailed: 'Foto non salvata',
  statusActive: 'Attivo',
  statusLost: 'Smarrito',
  statusNoBracelet: 'Nessun braccialetto collegato',
  manage: 'Gestisci',
  manageLabel: 'Gestisci il tag di {childName}',
  loading: 'Caricamento del tag...',
  shareHeading: 'Stampa e condividi',
  shareIntro: 'Il codice QR e la tessera stampata aprono la stessa pagina di emergenza del braccialetto.',
  shareNotConfigured:
    'Aggiungi prima il nome del bambino o un campo di emergenza: così ci sarà una pagina da condividere.',
  pinHeading: 'PIN',
  pinIntro:
    'I campi protetti compaiono sulla pagina di emergenza solo dopo aver digitato questo PIN. È stampato sulla tessera.',
  alertsHeading: 'Avvisi di scansione',
  alertsIntro: 'Un’email ogni volta che qualcuno apre la pagina di emergenza.',
  historyHeading: 'Cronologia',
  braceletHeading: 'Braccialetto',
  braceletLinked:
    'Questo profilo è su un braccialetto. Se il braccialetto si perde o si rompe, sposta il profilo su uno nuovo.',
  braceletNotLinked:
    'Nessun braccialetto è ancora collegato a questo profilo: la pagina, il codice QR e la tessera stampata funzionano, ma nessun braccialetto la apre. Digita il codice stampato su un braccialetto per collegarlo.',
  linkBracelet: 'Collega un braccialetto',
  linkTitle: 'Collega un braccialetto',
  linkDescription:
    'Digita il codice stampato sul braccialetto. I dati del bambino, le informazioni di emergenza, il PIN, l’impostazione degli avvisi e la cronologia delle scansioni passano al braccialetto.',
  linkCodeLabel: 'Codice stampato sul braccialetto',
  linkConfirm: 'Collega il braccialetto',
  linkedTitle: 'Braccialetto collegato',
  linkedDescription: 'Il braccialetto {code} ora mostra la pagina di tuo figlio.',
  dangerHeading: 'Zona pericolosa',
  dangerIntro: 'La disattivazione non si può annullare: la pagina smette subito di funzionare.',
  deactivatedNotice:
    'Questo tag è disattivato: la sua pagina non funziona più. Puoi comunque spostare il profilo su un nuovo braccialetto.',
} satisfies Messages<typeof tagPageEn>;
