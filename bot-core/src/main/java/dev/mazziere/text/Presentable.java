package dev.mazziere.text;

/**
 * Implemented by a {@link dev.mazziere.game.Game} that brings its own presentation.
 * A game without it is still playable: the table layer falls back to
 * {@link GenericPresenter} (card lists and move codes).
 */
public interface Presentable {

    GamePresenter presenter();
}
