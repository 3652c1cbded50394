package dev.mazziere.games.scopa;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One side's hand in a Scopa score event: {@code cards}, {@code denari} and
 * {@code scope} are counts; {@code settebello}, {@code primiera}, {@code napola} and
 * {@code rebello} the points scored (0 when the option is off).
 * {@code carte} and {@code denariPoint} are the points for most cards and most denari.
 */
@JsonPropertyOrder({"cards", "denari", "scope", "settebello", "primiera", "napola", "rebello"})
public record TeamHandScore(
        int cards, int denari, int scope,
        int settebello, int primiera, int napola, int rebello,
        @JsonIgnore int carte, @JsonIgnore int denariPoint, @JsonIgnore int primieraValue) {

    /** The points this side scores in the hand. */
    @JsonIgnore
    public int points() {
        return carte + denariPoint + scope + settebello + primiera + napola + rebello;
    }
}
