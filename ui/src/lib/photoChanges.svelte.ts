/**
 * That a session's photos changed (one added, read or removed), for the
 * lists that show them: the session record's Photos tab and Rickety
 * Ships' ship photos read `version` in their loading effect and so list
 * again after every change, wherever it was made.
 */

class PhotoChanges {
  version = $state(0);

  changed(): void {
    this.version += 1;
  }
}

export const photoChanges = new PhotoChanges();
