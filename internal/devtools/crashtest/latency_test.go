package crashtest

import (
	"bufio"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
)

// latencies are the sums and counts of the latency histograms a process
// exports (Temporal SDK task and activity latencies, HTTP durations), so a
// profiled benchmark can say where one action's time goes.
type latencies map[string][2]float64

var (
	histogramLine = regexp.MustCompile(`^(\w*(?:latency|duration)\w*)_(sum|count)(?:\{(.*)\})? (\S+)$`)
	// keptLabels name what a latency is about; other labels are dropped.
	keptLabels = regexp.MustCompile(`(activity_type|workflow_type|route|method)="([^"]*)"`)
)

func scrapeLatencies(url string) latencies {
	out := latencies{}
	resp, err := http.Get(url)
	if err != nil {
		return out
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		m := histogramLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		var labels []string
		for _, l := range keptLabels.FindAllStringSubmatch(m[3], -1) {
			labels = append(labels, l[2])
		}
		key := m[1] + " " + strings.Join(labels, " ")
		v, _ := strconv.ParseFloat(m[4], 64)
		agg := out[key]
		if m[2] == "sum" {
			agg[0] += v
		} else {
			agg[1] += v
		}
		out[key] = agg
	}
	return out
}

// latencyChange gives the mean of every latency that moved between two
// scrapes, per event, in milliseconds.
func latencyChange(who string, before, after latencies) string {
	var lines []string
	for key, a := range after {
		count := a[1] - before[key][1]
		if count <= 0 {
			continue
		}
		lines = append(lines, fmt.Sprintf("%8.0f × %7.2f ms  %s", count, 1000*(a[0]-before[key][0])/count, key))
	}
	slices.Sort(lines)
	return fmt.Sprintf("%s latencies (count × mean):\n%s", who, strings.Join(lines, "\n"))
}
