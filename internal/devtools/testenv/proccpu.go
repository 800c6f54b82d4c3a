package testenv

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// ClockTick is Linux's USER_HZ: /proc counts CPU time in hundredths of a
// second.
const ClockTick = 10 * time.Millisecond

// ProcStat returns the fields of /proc/<pid>/stat after the command name
// (the state first), or nil when the process is gone.
func ProcStat(pid int) []string {
	raw, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return nil
	}
	return statFields(string(raw))
}

func statFields(stat string) []string {
	return strings.Fields(stat[strings.LastIndexByte(stat, ')')+1:])
}

// ProcessCPU is the user and system CPU time of a process with that of its
// children that have ended: the backends of PostgreSQL's closed connections
// count in the postmaster, so a sum over a server never drops when a
// client's pool goes. 0 when the process is gone.
func ProcessCPU(pid int) time.Duration { return fieldsCPU(ProcStat(pid)) }

// CommandCPU is ProcessCPU summed over every process on the machine whose
// command name is command ("postgres": the server and all its backends).
func CommandCPU(command string) time.Duration {
	stats, _ := filepath.Glob("/proc/[0-9]*/stat")
	var sum time.Duration
	for _, path := range stats {
		raw, err := os.ReadFile(path)
		if err != nil || !strings.Contains(string(raw), "("+command+")") {
			continue
		}
		sum += fieldsCPU(statFields(string(raw)))
	}
	return sum
}

// fieldsCPU adds utime, stime, cutime and cstime of stat fields.
func fieldsCPU(fields []string) time.Duration {
	if len(fields) < 15 {
		return 0
	}
	var ticks int64
	for _, f := range fields[11:15] {
		n, _ := strconv.ParseInt(f, 10, 64)
		ticks += n
	}
	return time.Duration(ticks) * ClockTick
}
