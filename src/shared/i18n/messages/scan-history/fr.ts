// scanHistory: fr.
import type { Messages } from '../../catalogue-types.ts';
import type { scanHistoryEn } from './en.ts';

export const scanHistoryFr = {
  opened: 'Ouvert {relative}',
  openedJustNow: "Ouvert à l'instant",
  notOpenedYet: 'Pas encore ouvert',
  alertsSwitch: 'Alertes de scan',
  alertsOn: 'Alertes de scan activées',
  alertsOff: 'Alertes de scan désactivées',
  alertsWhileLost:
    "Le mode perdu est activé : chaque ouverture vous est signalée par e-mail jusqu'à son arrêt, même si les alertes sont désactivées.",
  alertsFailedTitle: 'Impossible de modifier les alertes de scan',
  alertsFailedFallback: 'Échec de la modification des alertes de scan',
  testAlert: "M'envoyer une alerte de test",
  testAlertSentTitle: 'Alerte de test envoyée',
  testAlertSentDescription: 'Vérifiez votre boîte de réception.',
  testAlertFailedTitle: "Échec de l'alerte de test",
  testAlertFailedFallback: "Impossible d'envoyer l'alerte de test",
  historyLink: 'Historique des scans',
  heading: 'Historique des scans : {childName}',
  intro:
    "Chaque ouverture de la page d'urgence de ce bracelet au cours des {days} derniers jours. Les scans plus anciens sont supprimés.",
  empty: "Personne n'a encore ouvert cette page.",
  loadError: "Impossible de charger l'historique des scans. Actualisez la page et réessayez.",
  notFound: 'Bracelet introuvable',
  loading: "Chargement de l'historique des scans...",
  backToDashboard: 'Retour à mes bracelets',
  sharesHeading: 'Messages des secouristes',
  sharesIntro:
    "Positions et numéros de rappel qu'on vous a envoyés depuis la page. Ils restent toujours ici.",
  noShares: 'Aucun secouriste ne vous a encore rien envoyé.',
  openingsHeading: 'Ouvertures',
  showOlder: 'Afficher les ouvertures plus anciennes',
  loadingOlder: 'Chargement des ouvertures plus anciennes...',
  olderFailed: 'Impossible de charger les ouvertures plus anciennes. Veuillez réessayer.',
  device: 'Appareil',
  language: 'Langue',
  whileLost: 'Pendant le mode perdu',
  location: 'Position partagée',
  accuracy: 'à {metres} m près',
  openMap: 'Ouvrir dans OpenStreetMap',
  newTab: "(s'ouvre dans un nouvel onglet)",
  contact: 'Numéro de téléphone envoyé',
  call: 'Appeler le {phone}',
} satisfies Messages<typeof scanHistoryEn>;
