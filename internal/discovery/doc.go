// Package discovery helps members find the bag for their dates and keep the
// ones they love: favorites with each bag's next free dates, and the counts
// an owner sees of them (issue 49).
package discovery
