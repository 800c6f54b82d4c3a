package api

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"pursetrade/internal/catalog"
)

// listPage is the page of a list a request asks for: page (from 1) and
// per_page.
type listPage struct{ number, size int }

func pageQuery(c *gin.Context, defaultSize int) listPage {
	number, size := catalog.ParsePaging(c.Request.URL.Query(), defaultSize)
	return listPage{number, size}
}

func (p listPage) limit() int32  { return int32(p.size) }
func (p listPage) offset() int32 { return int32((p.number - 1) * p.size) }

// answerPage answers one page of a list: fields (the list under its names,
// and any counts beside it) with page, per_page and total.
func answerPage(c *gin.Context, p listPage, total int64, fields gin.H) {
	fields["page"], fields["per_page"], fields["total"] = p.number, p.size, total
	c.JSON(http.StatusOK, fields)
}

// answerRows answers one page of rows under name, each shaped by shape.
func answerRows[R, J any](f failer, c *gin.Context, p listPage, name string, rows []R, total int64, err error, shape func(R) J) {
	if err != nil {
		f.fail(c, err, internalError)
		return
	}
	out := make([]J, len(rows))
	for i, r := range rows {
		out[i] = shape(r)
	}
	answerPage(c, p, total, gin.H{name: out})
}
