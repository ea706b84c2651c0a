/**
 * Decap's French (decap-cms-locales) completed with the phrases it lacks, which would
 * show in English; __tests__/unit/cms-locale.test.ts names any an upgrade adds.
 */
import { REGEX_PATTERN_MESSAGE } from "./config";

export interface Phrases {
  [key: string]: string | Phrases;
}

/** What decap-cms-locales 3.8.2 lacks in French, by Decap's keys. */
export const MISSING_FRENCH: Phrases = {
  auth: { loginWithForgejo: "Se connecter avec Forgejo" },
  collection: {
    collectionTop: { viewAsList: "Affichage en liste", viewAsGrid: "Affichage en grille" },
    entries: { unpublishedHeader: "Entrées non publiées" },
  },
  editor: {
    editorControl: { field: { widgetLabel: "Champ %{widgetLabel}" } },
    editorControlPane: {
      i18n: {
        copyFromLocale: "Remplir depuis une autre langue",
        copyFromLocaleConfirm:
          "Remplir avec le contenu en %{locale}\u202f?\nTout le contenu déjà saisi sera remplacé.",
      },
    },
    editorInterface: { toggleNotes: "Afficher ou masquer les notes" },
    editorNotesPane: {
      title: "Notes",
      emptyState: "Aucune note pour l’instant. Ajoutez la première ci-dessous pour échanger avec l’équipe.",
      addNote: "Ajouter une note",
      addPlaceholder: "Ajouter une note…",
      editPlaceholder: "Modifier la note…",
      save: "Enregistrer",
      cancel: "Annuler",
      edit: "Modifier",
      delete: "Supprimer",
      resolve: "Marquer comme résolue",
      unresolve: "Rouvrir",
      confirmDelete: "Supprimer cette note\u202f?",
      shortcut: "Astuce\u00a0: Ctrl+Entrée ajoute la note aussitôt",
    },
    editorToolbar: {
      statusInfoTooltipDraft:
        "Cette entrée est un brouillon. Pour la terminer et la proposer à la relecture, passez son statut à «\u00a0En cours de révision\u00a0».",
      statusInfoTooltipInReview:
        "Cette entrée est en cours de relecture\u00a0: rien d’autre à faire. Vous pouvez encore la modifier pendant ce temps.",
    },
    editorWidgets: {
      markdown: {
        strikethrough: "Barré",
        toggleMode: { rich: "Passer en texte enrichi", markdown: "Passer en Markdown" },
      },
      image: { chooseMultiple: "Choisir des images", addMore: "Ajouter des images", removeAll: "Retirer toutes les images" },
      file: { chooseMultiple: "Choisir des fichiers", addMore: "Ajouter des fichiers", removeAll: "Retirer tous les fichiers" },
      datetime: { setToNow: "Mettre %{fieldLabel} à maintenant" },
      object: { expand: "Déplier", collapse: "Replier" },
    },
  },
  mediaLibrary: { mediaLibraryModal: { close: "Fermer" } },
  ui: {
    settingsDropdown: { account: "Options du compte" },
    toast: {
      noteAdded: "Note ajoutée",
      onFailToAddNote: "La note n’a pas été ajoutée\u00a0: %{details}",
      noteUpdated: "Note modifiée",
      onFailToUpdateNote: "La note n’a pas été modifiée\u00a0: %{details}",
      noteDeleted: "Note supprimée",
      onFailToDeleteNote: "La note n’a pas été supprimée\u00a0: %{details}",
      noteResolved: "Note résolue",
      noteReopened: "Note rouverte",
      onFailToToggleNote: "L’état de la note n’a pas été changé\u00a0: %{details}",
    },
  },
};

const merge = (base: Phrases, extra: Phrases): Phrases => {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const under = merged[key];
    merged[key] = typeof value === "object" && typeof under === "object" ? merge(under, value) : value;
  }
  return merged;
};

export const adminFrench = (decapFrench: Phrases): Phrases =>
  merge(merge(decapFrench, MISSING_FRENCH), {
    editor: { editorControlPane: { widget: { regexPattern: REGEX_PATTERN_MESSAGE } } },
  });
