package dev.mazziere.game;

import com.fasterxml.jackson.annotation.JsonInclude;

/** The match was stopped before its end: by a seat, or by the system (null). */
public record StopEvent(@JsonInclude(JsonInclude.Include.ALWAYS) Integer seat) implements MatchEvent {

    @Override
    public String type() {
        return "stop";
    }
}
