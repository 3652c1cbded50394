/**
 * What players read, independent of any chat platform: the two languages, localized
 * texts from UTF-8 resource bundles, and the presentation SPI a game implements
 * ({@link dev.mazziere.text.GamePresenter}) so the table layer can show any game
 * without knowing its rules. Depends on {@code cards} and {@code game} only.
 */
package dev.mazziere.text;
