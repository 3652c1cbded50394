package dev.mazziere.game;

import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One entry of a match's event log (deal, play, trick, score ...), as written in a
 * transcript: a record whose JSON has {@code type} first, then its components.
 */
@JsonPropertyOrder({"type"})
public interface MatchEvent {

    @JsonProperty("type")
    String type();
}
