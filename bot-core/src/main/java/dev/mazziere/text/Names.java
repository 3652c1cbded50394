package dev.mazziere.text;

import java.util.List;

/**
 * How players are called at one table: one name per seat, one per side (team). In
 * partnerships a side is named after its players ({@code Anna+Carlo}).
 */
public record Names(List<String> seats, List<String> sides) {

    public Names {
        seats = List.copyOf(seats);
        sides = List.copyOf(sides);
    }

    public String seat(int seat) {
        return seat >= 0 && seat < seats.size() ? seats.get(seat) : "?";
    }

    public String side(int side) {
        return side >= 0 && side < sides.size() ? sides.get(side) : "?";
    }
}
