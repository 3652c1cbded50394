package dev.mazziere.game;

/** A move together with the seat that made it, as a transcript records it. */
public record SeatedMove(int seat, Move move) {
}
