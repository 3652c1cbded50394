package dev.mazziere.picture;

/**
 * Implemented by a {@link dev.mazziere.game.Game} that can draw its table and hands. A
 * game without it is still played in text only.
 */
public interface Picturable {

    GamePicture picture();
}
