/**
 * Card pictures: the table and a hand drawn as PNG images, with the project's own card
 * art. A game describes what to draw as a {@link dev.mazziere.picture.Scene} (pure data,
 * built from views only, see {@link dev.mazziere.picture.GamePicture}); the
 * {@link dev.mazziere.picture.SceneRenderer} turns a scene into PNG bytes, the same bytes
 * for the same scene on the same JVM. Text is set in the bundled DejaVu Sans, never in a
 * system font, so a headless container without fonts draws the same pictures.
 */
package dev.mazziere.picture;
