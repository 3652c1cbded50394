package dev.mazziere.cards;

/**
 * A playing card of one of the two families Mazziere deals: Italian (40 cards)
 * or French (52, with jokers). Cards are immutable values; {@link #code()} is the
 * notation of the transcript format ({@code 7D}, {@code 10H}, {@code JK}).
 */
public sealed interface Card permits ItalianCard, FrenchCard {

    /** The transcript notation of this card. */
    String code();
}
